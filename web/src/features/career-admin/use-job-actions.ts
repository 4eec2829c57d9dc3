import type { JobInput, SeoInput } from '../../graphql/graphql';
import {
  useCareerAdminCreateJobMutation,
  useCareerAdminDeleteJobMutation,
  useCareerAdminSetJobOpenMutation,
  useCareerAdminUpdateJobMutation,
} from '../../graphql/hooks';
import { writeThenToast } from '../../lib/forms/write-then-toast';

/** A save or delete changes the list and perhaps the locations on offer: ask for both again. */
const REFETCH = { refetchQueries: ['CareerAdminJobs', 'CareerAdminFilterOptions'] };

export interface JobActions {
  /** Each resolves true on success; failures are told in a toast and resolve false. */
  create: (input: JobInput, seo?: SeoInput) => Promise<boolean>;
  update: (id: string, input: JobInput, seo?: SeoInput) => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
  setOpen: (id: string, open: boolean) => Promise<boolean>;
}

/** The Career screen's writes, each with the original's success and failure toasts. */
export function useJobActions(): JobActions {
  const [createJob] = useCareerAdminCreateJobMutation(REFETCH);
  const [updateJob] = useCareerAdminUpdateJobMutation(REFETCH);
  const [deleteJob] = useCareerAdminDeleteJobMutation(REFETCH);
  const [setJobOpen] = useCareerAdminSetJobOpenMutation();
  return {
    create: (input, seo) =>
      attempt(
        // A new job starts private: staff preview it, then publish or schedule it.
        () => createJob({ variables: { input, seo, publishing: { status: 'DRAFT' } } }),
        'Job added successfully!',
        'Failed to save job post',
      ),
    update: (id, input, seo) =>
      attempt(
        () => updateJob({ variables: { id, input, seo } }),
        'Job updated successfully!',
        'Failed to save job post',
      ),
    remove: (id) =>
      attempt(
        () => deleteJob({ variables: { id } }),
        'Job deleted successfully!',
        'Failed to delete job',
      ),
    setOpen: (id, open) =>
      attempt(
        () => setJobOpen({ variables: { id, open } }),
        open ? 'Job reopened: visitors see it again' : 'Job closed: visitors no longer see it',
        'Failed to change the job',
      ),
  };
}

async function attempt(write: () => Promise<unknown>, success: string, failure: string) {
  return (await writeThenToast(write, { success, failure })).ok;
}
