import { Spinner } from '../../components/Spinner';
import { useBlogPostListQuery } from '../../graphql/hooks';
import { BlogCard } from './BlogCard';

const LATEST_COUNT = 3;

export function LatestPosts() {
  const { data, loading, error } = useBlogPostListQuery({
    variables: { limit: LATEST_COUNT },
  });
  if (loading && !data) return <Spinner label="Loading latest posts" />;
  if (error || !data) return <p className="notice">Failed to fetch blog posts</p>;
  return (
    <div className="card-grid">
      {data.blogPosts.items.map((post) => (
        <BlogCard key={post.id} post={post} />
      ))}
    </div>
  );
}
