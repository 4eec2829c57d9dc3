import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BLOG_CATEGORY_INFO, categoryBySegment, type BlogCategoryKey } from '../../../common/blog';
import { PREVIEW_PARAM } from '../../../common/publishing';
import { PageMeta } from '../components/PageMeta';
import { Spinner } from '../components/Spinner';
import { BlogFeedLinks } from '../features/blog/BlogFeedLinks';
import { BlogPostJsonLd } from '../features/blog/BlogPostJsonLd';
import { BlogPostView } from '../features/blog/BlogPostView';
import { BlogPostBySlugDocument } from '../graphql/graphql';
import { pageQuery, type PageQueries } from '../lib/page-data';
import { useRecordLookup } from '../lib/use-record-lookup';
import { PreviewNotice } from '../components/PreviewNotice';
import NotFoundPage from './NotFoundPage';
import { withApollo } from '../lib/apollo/with-apollo';

const SLUG = /^[a-z0-9-]{1,160}$/;

export const pageQueries: PageQueries = ({ params: { segment = '', slug = '' }, search }) => {
  if (!categoryBySegment(segment) || !SLUG.test(slug)) return [];
  // The same variables the loader asks with: a preview link's token opens the draft.
  const preview = search.get(PREVIEW_PARAM);
  return [pageQuery(BlogPostBySlugDocument, preview ? { slug, preview } : { slug })];
};

function BlogPostPage() {
  const { segment = '', slug = '' } = useParams();
  // Staff open a draft through a signed preview link: ?preview=<token>.
  const preview = useSearchParams()[0].get(PREVIEW_PARAM);
  const category = categoryBySegment(segment);
  if (!category || !SLUG.test(slug)) return <NotFoundPage />;
  return (
    <Suspense fallback={<Spinner label="Loading blog post" />}>
      <BlogPostLoader category={category} slug={slug} preview={preview} />
    </Suspense>
  );
}

interface LoaderProps {
  category: BlogCategoryKey;
  slug: string;
  preview: string | null;
}

function BlogPostLoader({ category, slug, preview }: LoaderProps) {
  const lookup = useRecordLookup(BlogPostBySlugDocument, preview ? { slug, preview } : { slug });
  if (lookup.kind === 'failed') {
    return (
      <p className="notice notice--error container" role="alert">
        Failed to fetch blog post details
      </p>
    );
  }
  const post = lookup.kind === 'found' ? lookup.data.blogPost : undefined;
  // A post is found only at its own category's address.
  if (!post || post.category !== category) return <NotFoundPage />;
  return (
    <section className="container container--narrow">
      <PageMeta
        title={post.meta.title}
        titleIsComplete
        description={post.meta.description}
        path={post.meta.canonicalUrl}
        image={post.meta.imageUrl}
        noIndex={Boolean(preview)}
      />
      {preview && <PreviewNotice status={post.status} />}
      <BlogFeedLinks category={post.category} />
      <BlogPostJsonLd post={post} categoryLabel={BLOG_CATEGORY_INFO[post.category].label} />
      <BlogPostView post={post} />
    </section>
  );
}

export default withApollo(BlogPostPage);
