import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import {
  BLOG_CATEGORY_INFO,
  categoryBySegment,
  excerpt,
  type BlogCategoryKey,
} from '../../../common/blog';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { Spinner } from '../components/Spinner';
import { BlogPostJsonLd } from '../features/blog/BlogPostJsonLd';
import { BlogPostView } from '../features/blog/BlogPostView';
import { BlogPostBySlugDocument } from '../graphql/graphql';
import { pageQuery, type PageQueries } from '../lib/page-data';
import { useRecordLookup } from '../lib/use-record-lookup';
import NotFoundPage from './NotFoundPage';
import { withApollo } from '../lib/apollo/with-apollo';

const SLUG = /^[a-z0-9-]{1,160}$/;

export const pageQueries: PageQueries = ({ params: { segment = '', slug = '' } }) =>
  categoryBySegment(segment) && SLUG.test(slug)
    ? [pageQuery(BlogPostBySlugDocument, { slug })]
    : [];

function BlogPostPage() {
  const { segment = '', slug = '' } = useParams();
  const category = categoryBySegment(segment);
  if (!category || !SLUG.test(slug)) return <NotFoundPage />;
  return (
    <Suspense fallback={<Spinner label="Loading blog post" />}>
      <BlogPostLoader category={category} slug={slug} />
    </Suspense>
  );
}

function BlogPostLoader({ category, slug }: { category: BlogCategoryKey; slug: string }) {
  const lookup = useRecordLookup(BlogPostBySlugDocument, { slug });
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
        title={post.title}
        description={excerpt(post.description, 30)}
        path={paths.blogPost(post.category, post.slug)}
        image={post.picture?.src}
      />
      <BlogPostJsonLd post={post} categoryLabel={BLOG_CATEGORY_INFO[post.category].label} />
      <BlogPostView post={post} />
    </section>
  );
}

export default withApollo(BlogPostPage);
