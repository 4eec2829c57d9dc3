import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PREVIEW_PARAM } from '../../../common/publishing';
import { PageMeta } from '../components/PageMeta';
import { Spinner } from '../components/Spinner';
import { JobDetails } from '../features/careers/JobDetails';
import { JobJsonLd } from '../features/careers/JobJsonLd';
import { JobBySlugDocument } from '../graphql/graphql';
import { pageQuery, type PageQueries } from '../lib/page-data';
import { useRecordLookup } from '../lib/use-record-lookup';
import { PreviewNotice } from '../components/PreviewNotice';
import NotFoundPage from './NotFoundPage';
import { withApollo } from '../lib/apollo/with-apollo';
import { CareersStylesheet } from '../features/careers/CareersStylesheet';

const SLUG = /^[a-z0-9-]{1,160}$/;

export const pageQueries: PageQueries = ({ params: { slug = '' }, search }) => {
  if (!SLUG.test(slug)) return [];
  // The same variables the loader asks with: a preview link's token opens the draft.
  const preview = search.get(PREVIEW_PARAM);
  return [pageQuery(JobBySlugDocument, preview ? { slug, preview } : { slug })];
};

function JobPage() {
  const { slug = '' } = useParams();
  // Staff open a draft through a signed preview link: ?preview=<token>.
  const preview = useSearchParams()[0].get(PREVIEW_PARAM);
  if (!SLUG.test(slug)) return <NotFoundPage />;
  return (
    <>
      <CareersStylesheet />
      <Suspense fallback={<Spinner label="Loading job" />}>
        <JobLoader slug={slug} preview={preview} />
      </Suspense>
    </>
  );
}

function JobLoader({ slug, preview }: { slug: string; preview: string | null }) {
  const lookup = useRecordLookup(JobBySlugDocument, preview ? { slug, preview } : { slug });
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
        noIndex={Boolean(preview)}
      />
      {preview && <PreviewNotice status={job.status} />}
      <JobJsonLd job={job} />
      <JobDetails job={job} />
    </section>
  );
}

export default withApollo(JobPage);
