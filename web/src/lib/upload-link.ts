import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';

/** Set `context: { onUploadProgress }` on a mutation to follow its upload (0 to 1). */
export interface UploadContext {
  onUploadProgress?: (fraction: number) => void;
}

interface FoundFile {
  path: string;
  file: Blob;
}

/** True when the operation's variables hold a File or Blob anywhere. */
export function hasFiles(variables: Record<string, unknown>): boolean {
  return extractFiles(variables, 'variables').files.length > 0;
}

/**
 * A terminating link for operations that carry files: the GraphQL multipart request spec
 * (operations, map, files) sent with XMLHttpRequest, because fetch reports no upload progress.
 * The `apollo-require-preflight` header satisfies the server's CSRF prevention.
 */
export function createUploadLink(uri: string): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { clone, files } = extractFiles(operation.variables, 'variables');
        const body = new FormData();
        body.append(
          'operations',
          JSON.stringify({
            query: print(operation.query),
            operationName: operation.operationName,
            variables: clone,
          }),
        );
        body.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [i, [f.path]]))));
        files.forEach((found, index) => body.append(String(index), found.file));

        const { onUploadProgress } = operation.getContext() as UploadContext;
        const request = new XMLHttpRequest();
        request.open('POST', uri);
        request.withCredentials = true;
        request.setRequestHeader('apollo-require-preflight', 'true');
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onUploadProgress?.(event.loaded / event.total);
        };
        request.onload = () => {
          const result = parseResult(request.responseText);
          if (result) {
            observer.next(result);
            observer.complete();
          } else {
            observer.error(new Error(`Upload failed (HTTP ${request.status})`));
          }
        };
        request.onerror = () => observer.error(new Error('Upload failed: network error'));
        request.send(body);
        return () => request.abort();
      }),
  );
}

function parseResult(text: string): ApolloLink.Result | undefined {
  try {
    const parsed = JSON.parse(text) as ApolloLink.Result;
    return 'data' in parsed || 'errors' in parsed ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A copy of `value` with every file replaced by null, and where each file was. */
function extractFiles(value: unknown, path: string): { clone: unknown; files: FoundFile[] } {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    return { clone: null, files: [{ path, file: value }] };
  }
  if (Array.isArray(value)) {
    const parts = value.map((item, index) => extractFiles(item, `${path}.${index}`));
    return { clone: parts.map((p) => p.clone), files: parts.flatMap((p) => p.files) };
  }
  if (value && typeof value === 'object') {
    const parts = Object.entries(value).map(
      ([key, item]) => [key, extractFiles(item, `${path}.${key}`)] as const,
    );
    return {
      clone: Object.fromEntries(parts.map(([key, p]) => [key, p.clone])),
      files: parts.flatMap(([, p]) => p.files),
    };
  }
  return { clone: value, files: [] };
}
