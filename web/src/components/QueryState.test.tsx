import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../tests/support/mock-api';
import { renderWithApp } from '../../../tests/support/render-page';
import { BlogAdminPostsDocument } from '../graphql/graphql';
import { useBlogAdminPostsQuery } from '../graphql/hooks';
import { usePaging } from '../lib/use-paging';
import { Pager } from './Pager';
import { QueryState, type QueryResultLike } from './QueryState';

type Names = string[];

function renderNames(result: QueryResultLike<Names>, live = false) {
  return render(
    <QueryState
      result={result}
      live={live}
      loading={<p>Loading names...</p>}
      failure={(error) => <p role="alert">Failed: {error.message}</p>}
      empty={<p>No names yet</p>}
      isEmpty={(names) => names.length === 0}
      summary={(names) => <p>{names.length} names</p>}
    >
      {(names, busy) => (
        <ul aria-busy={busy}>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows Loading until the first answer', () => {
    renderNames({ loading: true });
    screen.getByText('Loading names...');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows Empty when the answer holds nothing', () => {
    renderNames({ loading: false, data: [] });
    screen.getByText('No names yet');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows Failure with the error instead of any answer', () => {
    renderNames({ loading: false, previousData: ['Asha'], error: new Error('offline') });
    expect(screen.getByRole('alert').textContent).toBe('Failed: offline');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows Success with the answer', () => {
    renderNames({ loading: false, data: ['Asha', 'Ravi'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Asha',
      'Ravi',
    ]);
  });

  it('keeps the previous answer, marked busy, while the next one loads', () => {
    renderNames({ loading: true, previousData: ['Asha'] });
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Loading names...')).toBeNull();
  });

  it('with live, says the states and the summary in a busy-aware region beside Success', () => {
    const { container, rerender } = renderNames({ loading: true }, true);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.getAttribute('aria-busy')).toBe('true');
    expect(region?.textContent).toBe('Loading names...');
    rerender(
      <QueryState result={{ loading: false, data: ['Asha'] }} live loading="" failure="">
        {(names) => <ul>{names.join()}</ul>}
      </QueryState>,
    );
    expect(region?.isConnected).toBe(true);
    expect(region?.getAttribute('aria-busy')).toBe('false');
    expect(region?.nextElementSibling?.textContent).toBe('Asha');
  });
});

const post = (id: number) => ({
  __typename: 'BlogPost' as const,
  id: String(id),
  slug: `post-${id}`,
  title: `Post ${id}`,
  description: '',
  bodyFormat: 'PLAIN' as const,
  category: 'SEO_BENEFITS' as const,
  author: null,
  seo: {
    __typename: 'Seo' as const,
    metaTitle: null,
    metaDescription: null,
    canonicalUrl: null,
    socialImage: null,
  },
  meta: {
    __typename: 'PageMeta' as const,
    title: `Post ${id}`,
    description: '',
    canonicalUrl: `/blog/seo/post-${id}`,
  },
  picture: null,
  cardPicture: null,
  createdAt: '2026-01-30T00:00:00.000Z',
  status: 'PUBLISHED' as const,
  publishAt: null,
  publishedAt: '2026-01-30T00:00:00.000Z',
});

// Built outside the handler: the answer carries __typename, which the query type leaves out.
const pageAt = (offset: number) => ({
  adminBlogPosts: { __typename: 'BlogPostPage' as const, total: 2, items: [post(offset + 1)] },
});

/** One post a page over a real Apollo Client: the pager drives the offset. */
function PagedPosts() {
  const paging = usePaging(1);
  const result = useBlogAdminPostsQuery({ variables: paging.variables });
  return (
    <QueryState result={result} loading={<p>Loading posts...</p>} failure={<p>Failed</p>}>
      {(data, busy) => (
        <>
          <p aria-busy={busy}>{data.adminBlogPosts.items.map((item) => item.title).join()}</p>
          <Pager
            label="Post"
            page={paging.page}
            pageCount={paging.pageCount(data.adminBlogPosts.total)}
            onPage={paging.setPage}
          />
        </>
      )}
    </QueryState>
  );
}

describe('QueryState over a paged Apollo query', () => {
  it('keeps page 1 on screen until page 2 arrives', async () => {
    let releasePage2: () => void = () => undefined;
    const page2Asked = new Promise<void>((resolve) => {
      mockApi.use(
        graphqlApi.query(BlogAdminPostsDocument, async ({ variables }) => {
          if (variables.offset > 0) {
            resolve();
            await new Promise<void>((release) => (releasePage2 = release));
          }
          return HttpResponse.json({ data: pageAt(variables.offset) });
        }),
      );
    });
    renderWithApp(<PagedPosts />);
    await screen.findByText('Post 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await page2Asked;
    expect(screen.getByText('Post 1').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Loading posts...')).toBeNull();
    act(() => releasePage2());
    await screen.findByText('Post 2');
    expect(screen.getByRole('navigation').textContent).toContain('Page 2 of 2');
  });
});
