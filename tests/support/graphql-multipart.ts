import type { GraphqlAnswer, GraphqlCaller } from './graphql';

export interface TestFile {
  bytes: Buffer;
  filename: string;
  /** The type the client claims; the server must not trust it. */
  type?: string;
}

/**
 * A GraphQL multipart request (the spec graphql-upload reads): `files` maps a variable path
 * such as 'image' or 'input.resume' to a file. Sends the CSRF preflight header unless told not to.
 */
export async function graphqlMultipart<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, TestFile>,
  caller: GraphqlCaller & { preflight?: boolean } = {},
): Promise<GraphqlAnswer<T>> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables }));
  const entries = Object.entries(files);
  const map = Object.fromEntries(entries.map(([path], index) => [index, [`variables.${path}`]]));
  body.append('map', JSON.stringify(map));
  entries.forEach(([, file], index) => {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' });
    body.append(String(index), blob, file.filename);
  });
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      ...(caller.preflight === false ? {} : { 'apollo-require-preflight': 'true' }),
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...caller.headers,
    },
    body,
  });
  const answer = (await response.json()) as Omit<GraphqlAnswer<T>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...answer };
}
