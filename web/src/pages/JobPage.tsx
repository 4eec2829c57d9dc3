import { useParams } from 'react-router-dom';
import { SITE } from '../../../common/site';
import { isNotFound } from '../lib/graphql-errors';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { Spinner } from '../components/Spinner';
import { JobDetails } from '../features/careers/JobDetails';
import { JobJsonLd } from '../features/careers/JobJsonLd';
import { JobBySlugDocument } from '../graphql/graphql';
import { useJobBySlugQuery } from '../graphql/hooks';
import { pageQuery, type PageQueries } from '../lib/page-data';
import NotFoundPage from './NotFoundPage';

const SLUG = /^[a-z0-9-]{1,160}$/;

export const pageQueries: PageQueries = ({ params: { slug = '' } }) =>
  SLUG.test(slug) ? [pageQuery(JobBySlugDocument, { slug })] : [];

export default function JobPage() {
  const { slug = '' } = useParams();
  if (!SLUG.test(slug)) return <NotFoundPage />;
  return <JobLoader slug={slug} />;
}

function JobLoader({ slug }: { slug: string }) {
  const { data, dataState, error } = useJobBySlugQuery({ variables: { slug } });
  if (error && !isNotFound(error)) {
    return (
      <p className="notice notice--error container" role="alert">
        Failed to get data
      </p>
    );
  }
  if (dataState === 'empty' && !error) return <Spinner label="Loading job" />;
  const job = dataState === 'complete' ? data.job : undefined;
  if (!job) return <NotFoundPage />;
  return (
    <section className="container container--narrow">
      <PageMeta
        title={`${job.title} (${job.location})`}
        description={`${job.type} ${job.department} role at ${SITE.name}, ${job.location}, ${job.experience} of experience.`}
        path={paths.job(job.slug)}
      />
      <JobJsonLd job={job} />
      <JobDetails job={job} />
    </section>
  );
}
