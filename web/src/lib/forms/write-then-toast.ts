import { toast } from 'sonner';

type WriteOutcome = { ok: true } | { ok: false; error: unknown; reason: string | undefined };

interface ToastTexts {
  success: string;
  /** The failure toast's text; without it a failure is not toasted (the form tells it). */
  failure?: string;
  /**
   * Where the server's reason goes in the failure toast: beneath the failure text (the
   * default), in its place (the failure text when the server gave none), or nowhere.
   */
  reason?: 'beneath' | 'instead' | 'omitted';
}

/**
 * Runs a write and tells its outcome in a toast: the success text, or the failure text with the
 * server's reason beneath it. The caller keeps the outcome (to close a dialog, or show the
 * reason in a form).
 */
export async function writeThenToast(
  write: () => Promise<unknown>,
  { success, failure, reason: placement = 'beneath' }: ToastTexts,
): Promise<WriteOutcome> {
  try {
    await write();
    toast.success(success);
    return { ok: true };
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : undefined;
    if (failure !== undefined) toastFailure(failure, reason, placement);
    return { ok: false, error, reason };
  }
}

function toastFailure(
  failure: string,
  reason: string | undefined,
  placement: ToastTexts['reason'],
) {
  if (placement === 'instead') toast.error(reason ?? failure);
  else if (placement === 'omitted') toast.error(failure);
  else toast.error(failure, { description: reason });
}

/** What a form tells after the write: nothing when it went through, else the server's reason. */
export function refusalOf(outcome: WriteOutcome, fallback: string): string | undefined {
  return outcome.ok ? undefined : (outcome.reason ?? fallback);
}
