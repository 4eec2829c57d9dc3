import { useSearchParamState } from '../../lib/use-search-param';
import { useState } from 'react';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ListState } from '../../components/ListState';
import { useToastOnError } from '../../lib/use-toast-on-error';
import { ALL_FILTER } from '../../../../common/careers';
import { useCareerAdminJobsQuery } from '../../graphql/hooks';
import { useFilterForm } from '../../lib/forms/use-filter-form';
import { JobAdminFilters, NO_JOB_ADMIN_FILTERS } from './JobAdminFilters';
import { JobAdminList } from './JobAdminList';
import { JobDialogs, type JobDialog } from './JobDialogs';
import { JobPublishingDialogs, type JobPublishingDialog } from './JobPublishingDialogs';
import { useJobActions } from './use-job-actions';
import './career-admin.css';

const FETCH_FAILED = 'Failed to fetch jobs';

/** 'Career Opportunities': every job with its filters, dialogs and open/closed switch. */
export function CareerAdmin() {
  const { form, values: filters } = useFilterForm(NO_JOB_ADMIN_FILTERS);
  const [dialog, setDialog] = useState<JobDialog>(null);
  const [publishing, setPublishing] = useState<JobPublishingDialog | null>(null);
  const [linkedId] = useSearchParamState('job');
  const actions = useJobActions();
  const result = useCareerAdminJobsQuery({
    variables: {
      department: filters.department === ALL_FILTER ? null : filters.department,
      location: filters.location === ALL_FILTER ? null : filters.location,
    },
    fetchPolicy: 'cache-and-network',
  });
  useToastOnError(result.error, FETCH_FAILED);

  return (
    <section className="career-admin" aria-labelledby="career-admin-title">
      <AdminPageHeader headingId="career-admin-title" title="Career Opportunities">
        <button type="button" className="button" onClick={() => setDialog({ kind: 'add' })}>
          Add Job
        </button>
      </AdminPageHeader>
      <JobAdminFilters register={form.register} />
      <ListState
        result={result}
        noun="jobs"
        failureClassName="career-admin__error"
        emptyReason={
          filters.department === ALL_FILTER && filters.location === ALL_FILTER ? 'none' : 'filters'
        }
        isEmpty={(data) => data.adminJobs.length === 0}
      >
        {(data) => (
          <JobAdminList
            jobs={data.adminJobs}
            onEdit={(job) => setDialog({ kind: 'update', job })}
            onDelete={(job) => setDialog({ kind: 'delete', job })}
            onToggleOpen={(job) => void actions.setOpen(job.id, !job.isOpen)}
            onPublishing={setPublishing}
            linkedId={linkedId}
          />
        )}
      </ListState>
      <JobDialogs dialog={dialog} actions={actions} onClose={() => setDialog(null)} />
      <JobPublishingDialogs dialog={publishing} onClose={() => setPublishing(null)} />
    </section>
  );
}
