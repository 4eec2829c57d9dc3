import { toast } from 'sonner';

export type WriteOutcome = { ok: true } | { ok: false; error: unknown; reason: string | undefined };

interface ToastTexts {
  success: string;
  failure: string;
}

/**
 * Runs a write and tells its outcome in a toast: the success text, or the failure text with the
 * server's reason beneath it. The caller keeps the outcome (to close a dialog, or show the
 * reason in a form).
 */
export async function writeThenToast(
  write: () => Promise<unknown>,
  { success, failure }: ToastTexts,
): Promise<WriteOutcome> {
  try {
    await write();
    toast.success(success);
    return { ok: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : undefined;
    toast.error(failure, { description: reason });
    return { ok: false, error, reason };
  }
}
