import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { publicCard, servePublicBlog } from '../../../../tests/support/msw/blog';
import { serverFailure } from '../../../../tests/support/msw/stubs';
import { renderWithApp } from '../../../../tests/support/render-page';
import { BlogPostListDocument } from '../../graphql/graphql';
import { BlogList } from './BlogList';

describe('BlogList', () => {
  it('shows a spinner, then one card per post with category, date, excerpt and reading time', async () => {
    servePublicBlog([publicCard()]);
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
    const asked = servePublicBlog([publicCard()], [{ when: { search: 'kubernetes' }, answer: [] }]);
    const searches = () => asked.map((variables) => variables.search);
    renderWithApp(<BlogList category="EDUCATIONAL_CONTENT" />);
    await screen.findByRole('article', { name: 'Learn PostgreSQL' });

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search blog posts' }),
      'kubernetes',
    );
    await screen.findByText('No blog posts found matching your search.');
    expect(searches()).toContain('kubernetes');
    expect(searches().at(0)).toBeNull();
  });

  it('shows the error state when the list cannot be loaded', async () => {
    mockApi.use(graphqlApi.query(BlogPostListDocument, serverFailure));
    renderWithApp(<BlogList category="REGULAR_UPDATE" />);
    await screen.findByRole('heading', { name: 'Error Loading Blog Posts' });
    screen.getByText('Failed to fetch blog posts');
  });

  it('reads the search from the address', async () => {
    const asked = servePublicBlog([]);
    renderWithApp(<BlogList category="SEO_BENEFITS" />, { path: '/blog/seo?q=speed' });
    await waitFor(() => expect(asked.at(-1)?.search).toBe('speed'));
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('speed');
  });
});
