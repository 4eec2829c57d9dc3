import { refusalOf, writeThenToast } from '../../lib/forms/write-then-toast';

/**
 * Runs a write and tells the outcome in a toast: the success text, or the failure text with the
 * server's reason. Resolves to the error message on failure (for the form), undefined on success.
 */
export async function attemptWrite(
  write: () => Promise<unknown>,
  success: string,
  failure: string,
): Promise<string | undefined> {
  const outcome = await writeThenToast(write, { success, failure });
  return refusalOf(outcome, failure);
}
