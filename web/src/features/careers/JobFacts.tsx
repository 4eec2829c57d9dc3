import type { JobCard_JobFragment } from '../../graphql/graphql';

/** Department, location, type and experience as a labelled list. */
export function JobFacts({ job }: { job: JobCard_JobFragment }) {
  const facts = [
    ['Department', job.department],
    ['Location', job.location],
    ['Type', job.type],
    ['Experience', job.experience],
  ] as const;
  return (
    <dl className="job-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
