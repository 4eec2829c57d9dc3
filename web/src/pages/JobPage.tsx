import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { SITE } from '../../../common/site';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { Spinner } from '../components/Spinner';
import { JobDetails } from '../features/careers/JobDetails';
import { JobJsonLd } from '../features/careers/JobJsonLd';
import { JobBySlugDocument } from '../graphql/graphql';
import { pageQuery, type PageQueries } from '../lib/page-data';
import { useRecordLookup } from '../lib/use-record-lookup';
import NotFoundPage from './NotFoundPage';
import { withApollo } from '../lib/apollo/with-apollo';

const SLUG = /^[a-z0-9-]{1,160}$/;

export const pageQueries: PageQueries = ({ params: { slug = '' } }) =>
  SLUG.test(slug) ? [pageQuery(JobBySlugDocument, { slug })] : [];

function JobPage() {
  const { slug = '' } = useParams();
  if (!SLUG.test(slug)) return <NotFoundPage />;
  return (
    <Suspense fallback={<Spinner label="Loading job" />}>
      <JobLoader slug={slug} />
    </Suspense>
  );
}

function JobLoader({ slug }: { slug: string }) {
  const lookup = useRecordLookup(JobBySlugDocument, { slug });
  if (lookup.kind === 'failed') {
    return (
      <p className="notice notice--error container" role="alert">
        Failed to get data
      </p>
    );
  }
  const job = lookup.kind === 'found' ? lookup.data.job : undefined;
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

export default withApollo(JobPage);
