import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { JobCard_JobFragment } from '../../graphql/graphql';
import { ApplyNowButton } from './ApplyNowButton';
import { JobFacts } from './JobFacts';

export function JobCard({ job }: { job: JobCard_JobFragment }) {
  const titleId = `job-${job.id}-title`;
  return (
    <article className="job-card surface-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="job-card__title">
        {job.title}
      </h3>
      <JobFacts job={job} />
      <p className="job-card__actions">
        <Link
          className="button button--small button--ghost"
          to={paths.job(job.slug)}
          aria-describedby={titleId}
        >
          View details
        </Link>
        <ApplyNowButton job={job} describedBy={titleId} />
      </p>
    </article>
  );
}
