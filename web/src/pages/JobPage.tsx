import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageMeta } from '../components/PageMeta';
import { Spinner } from '../components/Spinner';
import { JobDetails } from '../features/careers/JobDetails';
import { JobJsonLd } from '../features/careers/JobJsonLd';
import { JobBySlugDocument } from '../graphql/graphql';
import { useRecordLookup } from '../lib/use-record-lookup';
import NotFoundPage from './NotFoundPage';
import { withApollo } from '../lib/apollo/with-apollo';

const SLUG = /^[a-z0-9-]{1,160}$/;

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
        title={job.meta.title}
        titleIsComplete
        description={job.meta.description}
        path={job.meta.canonicalUrl}
        image={job.meta.imageUrl}
      />
      <JobJsonLd job={job} />
      <JobDetails job={job} />
    </section>
  );
}

export default withApollo(JobPage);
