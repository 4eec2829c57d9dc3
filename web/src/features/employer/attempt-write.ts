import { toast } from 'sonner';

/**
 * Runs a write and tells the outcome in a toast: the success text, or the failure text with the
 * server's reason. Resolves to the error message on failure (for the form), undefined on success.
 */
export async function attemptWrite(
  write: () => Promise<unknown>,
  success: string,
  failure: string,
): Promise<string | undefined> {
  try {
    await write();
    toast.success(success);
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : failure;
    toast.error(failure, { description: reason });
    return reason;
  }
}
