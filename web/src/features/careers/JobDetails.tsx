import { Link } from 'react-router-dom';
import { paragraphs } from '../../../../common/blog';
import { paths } from '../../lib/paths';
import type { JobBySlugQuery } from '../../graphql/graphql';
import { ApplyNowButton } from './ApplyNowButton';
import { JobFacts } from './JobFacts';

type Job = JobBySlugQuery['job'];

export function JobDetails({ job }: { job: Job }) {
  return (
    <article className="job-details" aria-labelledby="job-title">
      <Link className="button button--ghost button--small" to={paths.careers}>
        All open positions
      </Link>
      <h1 id="job-title">{job.title}</h1>
      <JobFacts job={job} />
      <h2>About the role</h2>
      {paragraphs(job.description).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <h2>Skills</h2>
      <ul className="job-details__skills">
        {job.skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
      <p className="job-card__actions">
        <ApplyNowButton job={job} describedBy="job-title" />
      </p>
    </article>
  );
}
