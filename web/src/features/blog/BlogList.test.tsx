import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { publicCard, servePublicBlog, uploadedPicture } from '../../../../tests/support/msw/blog';
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

  it('offers each card its copies in WebP and JPEG; only the first row loads at once', async () => {
    const cards = [1, 2, 3, 4].map((n) =>
      publicCard({ id: String(n), title: `Post ${n}`, cardPicture: uploadedPicture(n) }),
    );
    servePublicBlog(cards);
    renderWithApp(<BlogList category="EDUCATIONAL_CONTENT" />);
    await screen.findByRole('article', { name: 'Post 4' });
    const images = screen.getAllByRole('article').map((article) => article.querySelector('img'));
    expect(images.map((img) => img?.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img?.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
    ]);
    const first = images[0];
    expect(first?.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toBe(
      '/media/1-320.webp 320w, /media/1-960.webp 960w',
    );
    expect([first?.getAttribute('width'), first?.getAttribute('height')]).toEqual(['1200', '900']);
    expect(first?.getAttribute('sizes')).toMatch(/^\(max-width: 600px\) calc\(100vw - 2rem\)/);
    // The rest of the first row is in the first screen only where the grid has two or three
    // columns: preloaded there, lazy on a phone.
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    const mediaOf = (post: number) =>
      preloads
        .filter((link) => link.getAttribute('imagesrcset')?.startsWith(`/media/${post}-`))
        .map((link) => link.getAttribute('media'));
    expect([1, 2, 3, 4].map(mediaOf)).toEqual([
      [],
      ['(min-width: 601px)'],
      ['(min-width: 901px)'],
      [],
    ]);
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
