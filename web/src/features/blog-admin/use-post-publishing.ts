import type { PostPublishingInput } from '../../graphql/graphql';
import {
  useBlogAdminRestoreRevisionMutation,
  useBlogAdminSetPublishingMutation,
} from '../../graphql/hooks';
import { serverFieldErrors } from '../../lib/forms/server-errors';
import { writeThenToast } from '../../lib/forms/write-then-toast';
import type { PublishResult } from '../../components/PublishPanel';
import { PUBLISHING_STATUS_LABELS } from '../../../../common/publishing';

const REFETCH = { refetchQueries: ['BlogAdminPosts'] };
/** A restore happens inside the open Revisions dialog, which then lists the new revision. */
const REFETCH_WITH_REVISIONS = { refetchQueries: ['BlogAdminPosts', 'BlogAdminRevisions'] };

/** What a saved state is told as. */
const SAVED: Record<PostPublishingInput['status'], string> = {
  DRAFT: 'Saved as a draft: visitors do not see it',
  SCHEDULED: 'Scheduled: it goes live by itself at the time chosen',
  PUBLISHED: 'Published: visitors see it now',
  ARCHIVED: 'Archived: visitors no longer see it',
};

/** The Blogs screen's publishing writes: state and restores, with toasts. */
export function usePostPublishing() {
  const [setPublishing] = useBlogAdminSetPublishingMutation(REFETCH);
  const [restoreRevision, restoring] = useBlogAdminRestoreRevisionMutation(REFETCH_WITH_REVISIONS);
  return {
    save: async (id: string, input: PostPublishingInput): Promise<PublishResult> => {
      const outcome = await writeThenToast(() => setPublishing({ variables: { id, input } }), {
        success: SAVED[input.status],
        failure: `Failed to make the post ${PUBLISHING_STATUS_LABELS[input.status].toLowerCase()}`,
      });
      return outcome.ok ? { ok: true } : { ok: false, fields: serverFieldErrors(outcome.error) };
    },
    restore: async (id: string, revisionId: string, number: number) =>
      (
        await writeThenToast(() => restoreRevision({ variables: { id, revisionId } }), {
          success: `Revision #${number} restored, as a new revision`,
          failure: 'Failed to restore the revision',
        })
      ).ok,
    restoring: restoring.loading,
  };
}
