import type { Readable } from 'node:stream';

/**
 * A file as a service receives it, whether from a GraphQL multipart request (graphql-upload's
 * FileUpload has this shape) or from a REST form (rest-multipart.ts).
 */
export interface UploadedFile {
  /** The name on the uploader's machine: shown to staff, never used as a path. */
  filename: string;
  /** The client's claim; the stored type comes from the bytes instead. */
  mimetype: string;
  createReadStream(): Readable;
}

/** Stored file names fit the 200-character columns that keep them. */
export const FILE_NAME_MAX_LENGTH = 200;

/** A display name that is safe to keep: no folders, no control characters, bounded length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (printable || 'file').slice(0, FILE_NAME_MAX_LENGTH);
}

/**
 * 'cv.final.exe' with 'pdf' -> 'cv.final.pdf'; 'cv' -> 'cv.pdf'; 'CV.PDF' stays as it is. The
 * base is shortened when needed, so the name still fits FILE_NAME_MAX_LENGTH.
 */
export function withExtension(name: string, ext: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const current = dot > 0 ? name.slice(dot + 1) : '';
  if (current.toLowerCase() === ext) return name;
  return `${base.slice(0, FILE_NAME_MAX_LENGTH - ext.length - 1)}.${ext}`;
}
