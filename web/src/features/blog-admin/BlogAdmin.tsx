import { useSearchParamState } from '../../app/use-search-param';
import { Pager } from '../../components/Pager';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useBlogAdminPostsQuery } from '../../graphql/hooks';
import { BlogAdminList } from './BlogAdminList';
import { BlogDialogs, type BlogDialog } from './BlogDialogs';
import { useBlogActions } from './use-blog-actions';
import './blog-admin.css';

const FETCH_FAILED = 'Failed to fetch blogs';
const PAGE_SIZE = 50;

/** 'Blogs': every post with Add, Update and Delete. */
export function BlogAdmin() {
  const [dialog, setDialog] = useState<BlogDialog>(null);
  const [offset, setOffset] = useState(0);
  const [linkedId] = useSearchParamState('post');
  const actions = useBlogActions();
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useBlogAdminPostsQuery({
    variables: { offset, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // The page shown stays on screen while the next one loads, pager and all.
  const data = current ?? previousData;
  useEffect(() => {
    if (error) toast.error(FETCH_FAILED);
  }, [error]);
  const page = error ? undefined : data?.adminBlogPosts;
  const posts = page?.items ?? [];
  const total = page?.total ?? 0;

  return (
    <section className="blog-admin" aria-labelledby="blog-admin-title">
      <header className="blog-admin__head">
        <h1 id="blog-admin-title" className="admin-page__title">
          Blogs
        </h1>
        <button type="button" className="button" onClick={() => setDialog({ kind: 'add' })}>
          Add Blog
        </button>
      </header>
      <div aria-live="polite" aria-busy={loading}>
        {loading && !data && <p>Loading blogs...</p>}
        {error && (
          <p className="blog-admin__error" role="alert">
            {FETCH_FAILED}
          </p>
        )}
        {!loading && !error && posts.length === 0 && <p>No blog posts yet</p>}
      </div>
      <BlogAdminList
        posts={posts}
        onEdit={(post) => setDialog({ kind: 'update', post })}
        onDelete={(post) => setDialog({ kind: 'delete', post })}
        linkedId={linkedId}
      />
      {total > PAGE_SIZE && (
        <Pager
          label="Blog"
          page={offset / PAGE_SIZE + 1}
          pageCount={Math.ceil(total / PAGE_SIZE)}
          onPage={(page) => setOffset((page - 1) * PAGE_SIZE)}
        />
      )}
      <BlogDialogs dialog={dialog} actions={actions} onClose={() => setDialog(null)} />
    </section>
  );
}
