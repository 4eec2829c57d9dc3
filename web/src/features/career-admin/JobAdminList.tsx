import { LinkedArticle } from '../../components/LinkedArticle';
import { skillsLabel } from '../../../../common/careers';
import type { CareerAdminJobFragment } from '../../graphql/graphql';
import { PublishingButtons } from '../../components/PublishingDialogs';
import { StatusBadge } from '../../components/StatusBadge';
import { formatStaffDateTime } from '../../lib/format-date';
import type { JobPublishingDialog } from './JobPublishingDialogs';

interface JobAdminListProps {
  jobs: readonly CareerAdminJobFragment[];
  onEdit: (job: CareerAdminJobFragment) => void;
  onDelete: (job: CareerAdminJobFragment) => void;
  onToggleOpen: (job: CareerAdminJobFragment) => void;
  /** Opens the job's Publishing, Preview or Revisions dialog. */
  onPublishing: (dialog: JobPublishingDialog) => void;
  /** The job a dashboard or search link named: marked and scrolled to. */
  linkedId?: string | null;
}

export function JobAdminList({
  jobs,
  onEdit,
  onDelete,
  onToggleOpen,
  onPublishing,
  linkedId = null,
}: JobAdminListProps) {
  return (
    <ul className="career-admin__list">
      {jobs.map((job) => (
        <li key={job.id}>
          <LinkedArticle
            className="career-admin__job"
            labelledBy={`job-${job.id}-title`}
            linked={job.id === linkedId}
          >
            <header className="career-admin__job-head">
              <h2 id={`job-${job.id}-title`}>{job.title}</h2>
              <StatusBadge
                // A live job past its closing date is closed, whatever the scheduler has done yet.
                status={job.status === 'PUBLISHED' && !job.isOpen ? 'CLOSED' : job.status}
                publishAt={job.publishAt}
                liveLabel="Open"
              />
            </header>
            <p className="career-admin__facts">
              {[job.department, job.location, job.type, job.experience].join(' · ')}
              {job.closesAt && ` · closes ${formatStaffDateTime(job.closesAt)}`}
            </p>
            <p className="career-admin__skills">
              <strong>Skills:</strong> {skillsLabel(job.skills)}
            </p>
            <div className="career-admin__actions">
              <button type="button" className="button button--small" onClick={() => onEdit(job)}>
                Update<span className="visually-hidden"> {job.title}</span>
              </button>
              {(job.status === 'PUBLISHED' || job.status === 'CLOSED') && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => onToggleOpen(job)}
                >
                  {job.isOpen ? 'Close' : 'Reopen'}
                  <span className="visually-hidden"> {job.title}</span>
                </button>
              )}
              <PublishingButtons
                itemTitle={job.title}
                onOpen={(kind) => onPublishing({ kind, job })}
              />
              <button
                type="button"
                className="button button--small button--danger"
                onClick={() => onDelete(job)}
              >
                Delete<span className="visually-hidden"> {job.title}</span>
              </button>
            </div>
          </LinkedArticle>
        </li>
      ))}
    </ul>
  );
}
