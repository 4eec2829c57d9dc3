import { LinkedArticle } from '../../components/LinkedArticle';
import { skillsLabel } from '../../../../common/careers';
import type { CareerAdminJobFragment } from '../../graphql/graphql';

interface JobAdminListProps {
  jobs: readonly CareerAdminJobFragment[];
  onEdit: (job: CareerAdminJobFragment) => void;
  onDelete: (job: CareerAdminJobFragment) => void;
  onToggleOpen: (job: CareerAdminJobFragment) => void;
  /** The job a dashboard or search link named: marked and scrolled to. */
  linkedId?: string | null;
}

export function JobAdminList({
  jobs,
  onEdit,
  onDelete,
  onToggleOpen,
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
              <span className={job.isOpen ? 'badge' : 'badge career-admin__badge--closed'}>
                {job.isOpen ? 'Open' : 'Closed'}
              </span>
            </header>
            <p className="career-admin__facts">
              {[job.department, job.location, job.type, job.experience].join(' · ')}
            </p>
            <p className="career-admin__skills">
              <strong>Skills:</strong> {skillsLabel(job.skills)}
            </p>
            <div className="career-admin__actions">
              <button type="button" className="button button--small" onClick={() => onEdit(job)}>
                Update<span className="visually-hidden"> {job.title}</span>
              </button>
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => onToggleOpen(job)}
              >
                {job.isOpen ? 'Close' : 'Reopen'}
                <span className="visually-hidden"> {job.title}</span>
              </button>
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
