import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import { BlogPostListDocument, type BlogPostListQuery } from '../../graphql/graphql';
import { BlogList } from './BlogList';

// Real answers carry __typename, which the Apollo cache reads.
type Card = BlogPostListQuery['blogPosts']['items'][number] & { __typename: 'BlogPost' };

function card(overrides: Partial<Card>): Card {
  return {
    __typename: 'BlogPost',
    id: '1',
    slug: 'learn-postgres',
    title: 'Learn PostgreSQL',
    excerpt: 'Relational databases keep business data consistent...',
    category: 'EDUCATIONAL_CONTENT',
    image: null,
    createdAt: '2026-01-30T00:00:00.000Z',
    readingTimeMinutes: 2,
    ...overrides,
  };
}

function answerWith(items: Card[]) {
  const blogPosts = {
    __typename: 'BlogPostPage' as const,
    total: items.length,
    offset: 0,
    limit: 12,
    items,
  };
  return HttpResponse.json<{ data: BlogPostListQuery }>({ data: { blogPosts } });
}

describe('BlogList', () => {
  it('shows a spinner, then one card per post with category, date, excerpt and reading time', async () => {
    mockApi.use(graphqlApi.query(BlogPostListDocument, () => answerWith([card({})])));
    renderWithApp(<BlogList category="EDUCATIONAL_CONTENT" />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading blog posts');

    const article = await screen.findByRole('article', { name: 'Learn PostgreSQL' });
    expect(article.textContent).toContain('Educational Content');
    expect(article.textContent).toContain('30 Jan 2026');
    expect(article.textContent).toContain('Relational databases keep business data consistent...');
    expect(article.textContent).toContain('2 min read');
    const seeMore = screen.getByRole('link', { name: /^See More\W+Learn PostgreSQL$/ });
    expect(seeMore.getAttribute('href')).toBe('/blog/education/learn-postgres');
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/images/blog/placeholder.svg');
  });

  it('asks the server for the typed search and shows the empty state', async () => {
    const searches: unknown[] = [];
    mockApi.use(
      graphqlApi.query(BlogPostListDocument, ({ variables }) => {
        searches.push(variables.search);
        return answerWith(variables.search ? [] : [card({})]);
      }),
    );
    renderWithApp(<BlogList category="EDUCATIONAL_CONTENT" />);
    await screen.findByRole('article', { name: 'Learn PostgreSQL' });

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search blog posts' }),
      'kubernetes',
    );
    await screen.findByText('No blog posts found matching your search.');
    expect(searches).toContain('kubernetes');
    expect(searches.at(0)).toBeNull();
  });

  it('shows the error state when the list cannot be loaded', async () => {
    mockApi.use(
      graphqlApi.query(BlogPostListDocument, () => new HttpResponse(null, { status: 500 })),
    );
    renderWithApp(<BlogList category="REGULAR_UPDATE" />);
    await screen.findByRole('heading', { name: 'Error Loading Blog Posts' });
    screen.getByText('Failed to fetch blog posts');
  });

  it('reads the search from the address', async () => {
    let asked: unknown;
    mockApi.use(
      graphqlApi.query(BlogPostListDocument, ({ variables }) => {
        asked = variables.search;
        return answerWith([]);
      }),
    );
    renderWithApp(<BlogList category="SEO_BENEFITS" />, { path: '/blog/seo?q=speed' });
    await waitFor(() => expect(asked).toBe('speed'));
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('speed');
  });
});
