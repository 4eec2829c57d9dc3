import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BLOG_OFFSET_MAX,
  BLOG_SEARCH_MAX_LENGTH,
  type BlogCategoryKey,
} from '../../../../common/blog';
import { QueryState } from '../../components/QueryState';
import { SearchBox } from '../../components/SearchBox';
import { pageCountOf, pageOffset } from '../../lib/use-paging';
import { Spinner } from '../../components/Spinner';
import { BlogPostListDocument } from '../../graphql/graphql';
import { useBlogPostListQuery } from '../../graphql/hooks';
import { pageQuery, type PageQuery } from '../../lib/page-data';
import { BlogCard } from './BlogCard';

const BLOG_LIST_PAGE_SIZE = 12;
/**
 * The screens on which the second and third cards are in the first row (global.css .card-grid:
 * one column up to 600 px, two up to 900 px, then three), where their images are in the first
 * screen as much as the first card's.
 */
const FIRST_ROW_MEDIA = [undefined, '(min-width: 601px)', '(min-width: 901px)'];
const LAST_REACHABLE_PAGE = Math.floor(BLOG_OFFSET_MAX / BLOG_LIST_PAGE_SIZE) + 1;

/** The search text and page an address asks for, kept within what the server accepts. */
function listAddress(params: URLSearchParams): { search: string; page: number } {
  const search = (params.get('q') ?? '').slice(0, BLOG_SEARCH_MAX_LENGTH);
  const requestedPage = Number.parseInt(params.get('page') ?? '1', 10) || 1;
  return { search, page: Math.min(Math.max(1, requestedPage), LAST_REACHABLE_PAGE) };
}

function listVariables(
  category: BlogCategoryKey,
  { search, page }: ReturnType<typeof listAddress>,
) {
  return {
    category,
    search: search || null,
    offset: pageOffset(page, BLOG_LIST_PAGE_SIZE),
    limit: BLOG_LIST_PAGE_SIZE,
  };
}

/** The query a category's list runs for an address (see lib/page-data.ts). */
export function blogListQuery(category: BlogCategoryKey, params: URLSearchParams): PageQuery {
  return pageQuery(BlogPostListDocument, listVariables(category, listAddress(params)));
}

/** Search box and card grid of one category; search text and page live in the address. */
export function BlogList({ category }: { category: BlogCategoryKey }) {
  const [params, setParams] = useSearchParams();
  // Addresses are typed by people: keep them within what the server accepts.
  const { search, page } = listAddress(params);

  const onSearch = useCallback(
    (text: string) => {
      const next = new URLSearchParams();
      // Kept as typed (the server trims), so the box never rewrites what the visitor types.
      if (text.trim()) next.set('q', text);
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return (
    <>
      <SearchBox
        id="blog-search"
        label="Search blog posts"
        placeholder="Search blog posts..."
        maxLength={BLOG_SEARCH_MAX_LENGTH}
        value={search}
        onSearch={onSearch}
      />
      <BlogResults category={category} search={search} page={page} />
    </>
  );
}

function BlogResults({
  category,
  search,
  page,
}: {
  category: BlogCategoryKey;
  search: string;
  page: number;
}) {
  const result = useBlogPostListQuery({ variables: listVariables(category, { search, page }) });

  // While a new search loads, the previous results stay visible (marked busy) instead of a
  // spinner flashing on every keystroke.
  return (
    <QueryState
      result={result}
      loading={<Spinner label="Loading blog posts" />}
      failure={
        <div className="notice notice--error" role="alert">
          <h2>Error Loading Blog Posts</h2>
          <p>Failed to fetch blog posts</p>
        </div>
      }
      empty={<p className="notice">No blog posts found matching your search.</p>}
      isEmpty={(data) => data.blogPosts.items.length === 0}
    >
      {({ blogPosts }, busy) => {
        const pages = pageCountOf(blogPosts.total, BLOG_LIST_PAGE_SIZE);
        return (
          <>
            <div className="card-grid" aria-busy={busy}>
              {blogPosts.items.map((post, index) => (
                <BlogCard
                  key={post.id}
                  post={post}
                  priority={index === 0}
                  firstRowMedia={FIRST_ROW_MEDIA[index]}
                />
              ))}
            </div>
            {pages > 1 && <Pager page={page} pages={pages} search={search} />}
          </>
        );
      }}
    </QueryState>
  );
}

function Pager({ page, pages, search }: { page: number; pages: number; search: string }) {
  const href = (target: number) => {
    const params = new URLSearchParams();
    if (search) params.set('q', search);
    if (target > 1) params.set('page', String(target));
    const query = params.toString();
    return query ? `?${query}` : '.';
  };
  return (
    <nav className="pager" aria-label="Blog pages">
      {page > 1 && <Link to={href(page - 1)}>Previous</Link>}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && <Link to={href(page + 1)}>Next</Link>}
    </nav>
  );
}
