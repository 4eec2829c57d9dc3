import type { ServiceContext } from '../context';
import { AppError } from '../errors';
import type { FileStorage } from './file-storage';

/** The app's file storage; a context built without one (a script, a test) fails with a 500. */
export function storageOf(ctx: Pick<ServiceContext, 'storage'>): FileStorage {
  if (!ctx.storage) throw new AppError('File storage is not available here', 'INTERNAL', 500);
  return ctx.storage;
}
