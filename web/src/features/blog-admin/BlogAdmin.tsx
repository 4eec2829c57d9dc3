import { useSearchParamState } from '../../lib/use-search-param';
import { ListPager } from '../../components/Pager';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ListState } from '../../components/ListState';
import { useToastOnError } from '../../lib/use-toast-on-error';
import { usePaging } from '../../lib/use-paging';
import { useState } from 'react';
import { useBlogAdminPostsQuery } from '../../graphql/hooks';
import { BlogAdminList } from './BlogAdminList';
import { BlogDialogs, type BlogDialog } from './BlogDialogs';
import { PostPublishingDialogs, type PostPublishingDialog } from './PostPublishingDialogs';
import { useBlogActions } from './use-blog-actions';
import './blog-admin.css';

const FETCH_FAILED = 'Failed to fetch blogs';
const PAGE_SIZE = 50;

/** 'Blogs': every post, drafts included, with Add, Update, Delete and its publishing. */
export function BlogAdmin() {
  const [dialog, setDialog] = useState<BlogDialog>(null);
  const [publishing, setPublishing] = useState<PostPublishingDialog | null>(null);
  const paging = usePaging(PAGE_SIZE);
  const [linkedId] = useSearchParamState('post');
  const actions = useBlogActions();
  const result = useBlogAdminPostsQuery({
    variables: paging.variables,
    fetchPolicy: 'cache-and-network',
  });
  useToastOnError(result.error, FETCH_FAILED);

  return (
    <section className="blog-admin" aria-labelledby="blog-admin-title">
      <AdminPageHeader headingId="blog-admin-title" title="Blogs">
        <button type="button" className="button" onClick={() => setDialog({ kind: 'add' })}>
          Add Blog
        </button>
      </AdminPageHeader>
      <ListState
        result={result}
        noun="blogs"
        failureClassName="blog-admin__error"
        emptyNoun="blog posts"
        isEmpty={(data) => data.adminBlogPosts.items.length === 0}
      >
        {({ adminBlogPosts: { items, total } }) => (
          <>
            <BlogAdminList
              posts={items}
              onEdit={(post) => setDialog({ kind: 'update', post })}
              onDelete={(post) => setDialog({ kind: 'delete', post })}
              onPublishing={setPublishing}
              linkedId={linkedId}
            />
            <ListPager paging={paging} total={total} label="Blog" />
          </>
        )}
      </ListState>
      <BlogDialogs dialog={dialog} actions={actions} onClose={() => setDialog(null)} />
      <PostPublishingDialogs dialog={publishing} onClose={() => setPublishing(null)} />
    </section>
  );
}
