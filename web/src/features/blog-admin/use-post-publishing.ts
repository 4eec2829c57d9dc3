import type { PostPublishingInput } from '../../graphql/graphql';
import {
  useBlogAdminRestoreRevisionMutation,
  useBlogAdminSetPublishingMutation,
} from '../../graphql/hooks';
import { restoreRevision, savePublishing } from '../../lib/publishing-writes';

const REFETCH = { refetchQueries: ['BlogAdminPosts'] };
/** A restore happens inside the open Revisions dialog, which then lists the new revision. */
const REFETCH_WITH_REVISIONS = { refetchQueries: ['BlogAdminPosts', 'BlogAdminRevisions'] };

/** The Blogs screen's publishing writes: state and restores, with toasts. */
export function usePostPublishing() {
  const [setPublishing] = useBlogAdminSetPublishingMutation(REFETCH);
  const [restore, restoring] = useBlogAdminRestoreRevisionMutation(REFETCH_WITH_REVISIONS);
  return {
    save: (id: string, input: PostPublishingInput) =>
      savePublishing(() => setPublishing({ variables: { id, input } }), input.status, 'post'),
    restore: (id: string, revisionId: string, number: number) =>
      restoreRevision(() => restore({ variables: { id, revisionId } }), number),
    restoring: restoring.loading,
  };
}
