import type { JobPublishingInput } from '../../graphql/graphql';
import {
  useCareerAdminRestoreRevisionMutation,
  useCareerAdminSetPublishingMutation,
} from '../../graphql/hooks';
import { restoreRevision, savePublishing } from '../../lib/publishing-writes';

const REFETCH = { refetchQueries: ['CareerAdminJobs'] };
/** A restore happens inside the open Revisions dialog, which then lists the new revision. */
const REFETCH_WITH_REVISIONS = { refetchQueries: ['CareerAdminJobs', 'CareerAdminRevisions'] };

/** The Career screen's publishing writes: state and restores, with toasts. */
export function useJobPublishing() {
  const [setPublishing] = useCareerAdminSetPublishingMutation(REFETCH);
  const [restore, restoring] = useCareerAdminRestoreRevisionMutation(REFETCH_WITH_REVISIONS);
  return {
    save: (id: string, input: JobPublishingInput) =>
      savePublishing(() => setPublishing({ variables: { id, input } }), input.status, 'job'),
    restore: (id: string, revisionId: string, number: number) =>
      restoreRevision(() => restore({ variables: { id, revisionId } }), number),
    restoring: restoring.loading,
  };
}
