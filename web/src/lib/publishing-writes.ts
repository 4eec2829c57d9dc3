import { PUBLISHING_STATUS_LABELS, type PublishingStatus } from '../../../common/publishing';
import { serverFieldErrors } from './forms/server-errors';
import { writeThenToast } from './forms/write-then-toast';

/** A publishing save: done, or refused with the server's per-field messages. */
export type PublishResult = { ok: true } | { ok: false; fields: Record<string, string> };

/** What a saved state is told as. */
const SAVED: Record<PublishingStatus, string> = {
  DRAFT: 'Saved as a draft: visitors do not see it',
  SCHEDULED: 'Scheduled: it goes live by itself at the time chosen',
  PUBLISHED: 'Published: visitors see it now',
  ARCHIVED: 'Archived: visitors no longer see it',
  CLOSED: 'Closed: visitors no longer see it',
};

/** Saves a post's or job's state (`noun`: 'post', 'job'), with a toast either way. */
export async function savePublishing(
  write: () => Promise<unknown>,
  status: PublishingStatus,
  noun: string,
): Promise<PublishResult> {
  const outcome = await writeThenToast(write, {
    success: SAVED[status],
    failure: `Failed to make the ${noun} ${PUBLISHING_STATUS_LABELS[status].toLowerCase()}`,
  });
  return outcome.ok ? { ok: true } : { ok: false, fields: serverFieldErrors(outcome.error) };
}

/** Restores revision #`number`, with a toast either way; resolves true once restored. */
export async function restoreRevision(
  write: () => Promise<unknown>,
  number: number,
): Promise<boolean> {
  const outcome = await writeThenToast(write, {
    success: `Revision #${number} restored, as a new revision`,
    failure: 'Failed to restore the revision',
  });
  return outcome.ok;
}
