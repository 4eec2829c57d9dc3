import type { FileStorage } from '../storage/file-storage';
import { describeBytes, FileTooLargeError } from '../storage/file-storage';
import { ValidationError } from '../errors';
import {
  isAllowedType,
  refineCompoundFile,
  sniffFileType,
  type AllowedFileTypes,
} from './file-types';
import { cleanFileName, withExtension, type UploadedFile } from './uploaded-file';

export interface UploadRules {
  /** The input field the file came in, named in error messages. */
  field: string;
  maxBytes: number;
  types: AllowedFileTypes;
}

/** A stored file whose type was checked: what a module records in its own table. */
export interface CheckedUpload {
  key: string;
  size: number;
  /** The sniffed type, not the client's claim. */
  mime: string;
  originalName: string;
}

/** An upload over its size limit: 413, naming the field and the limit. */
export class UploadTooLargeError extends ValidationError {
  constructor(field: string, maxBytes: number) {
    super(
      `The ${field} is larger than ${describeBytes(maxBytes)}`,
      { [field]: `must be at most ${describeBytes(maxBytes)}` },
      413,
    );
  }
}

/**
 * Streams an upload into storage within its size limit, then checks its real type from the
 * stored bytes. Any failure leaves no file behind. The caller deletes the key itself if a later
 * step (say, the database write) fails.
 */
export async function storeCheckedUpload(
  storage: FileStorage,
  upload: UploadedFile | Promise<UploadedFile>,
  rules: UploadRules,
): Promise<CheckedUpload> {
  const file = await upload;
  const stored = await storage
    .put(file.createReadStream(), { maxBytes: rules.maxBytes })
    .catch((error: unknown) => {
      throw error instanceof FileTooLargeError
        ? new UploadTooLargeError(rules.field, rules.maxBytes)
        : error;
    });
  try {
    if (stored.size === 0) throw invalidType(rules, 'is empty');
    const open = () => storage.openRead(stored.key);
    const sniffed = await refineCompoundFile(await sniffFileType(await open()), open);
    if (!sniffed || !isAllowedType(sniffed, rules.types)) {
      throw invalidType(rules, `must be ${rules.types.description}`);
    }
    // The name keeps the real type's extension: 'cv.msi' holding a PDF downloads as 'cv.pdf'.
    const originalName = withExtension(cleanFileName(file.filename), sniffed.ext);
    return { ...stored, mime: sniffed.mime, originalName };
  } catch (error) {
    await storage.delete(stored.key);
    throw error;
  }
}

function invalidType(rules: UploadRules, problem: string): ValidationError {
  return new ValidationError(`The ${rules.field} ${problem}`, { [rules.field]: problem });
}
