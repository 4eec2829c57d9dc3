import { describe, expect, it } from 'vitest';
import { serviceTestDatabase } from '../../../../tests/support/test-services';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { seedDemoBlogPosts } from './blog.seed';
import { DEMO_POSTS } from './blog.demo';
import { getBlogPost, listBlogPosts } from './blog.service';

const { ctx } = serviceTestDatabase();

describe('blog service', () => {
  it('fills an empty blog with the demo posts once, and leaves a filled blog alone', async () => {
    expect(await seedDemoBlogPosts(ctx())).toBe(DEMO_POSTS.length);
    expect(await seedDemoBlogPosts(ctx())).toBe(0);
    const page = await listBlogPosts(ctx(), { limit: 50 });
    expect(page.total).toBe(DEMO_POSTS.length);
  });

  it('gives every category demo posts with images served by the site', async () => {
    for (const category of ['EDUCATIONAL_CONTENT', 'REGULAR_UPDATE', 'SEO_BENEFITS'] as const) {
      const page = await listBlogPosts(ctx(), { category });
      expect(page.total).toBeGreaterThan(0);
      for (const post of page.items) expect(post.image).toMatch(/^\/images\/blog\/[\w-]+\.svg$/);
    }
  });

  it('lists the newest first, with dates, and says the total on a page past the end', async () => {
    const page = await listBlogPosts(ctx(), { limit: 50 });
    const published = page.items.map((post) => post.publishedAt?.getTime() ?? Number.NaN);
    expect(published.every(Number.isFinite)).toBe(true);
    expect(published).toEqual([...published].sort((a, b) => b - a));
    expect(page.items[0]?.createdAt).toBeInstanceOf(Date);
    const pastTheEnd = await listBlogPosts(ctx(), { offset: 100 });
    expect(pastTheEnd).toMatchObject({ items: [], total: DEMO_POSTS.length, offset: 100 });
  });

  it('refuses bad paging with a ValidationError naming the field', async () => {
    await expect(listBlogPosts(ctx(), { limit: 51 })).rejects.toSatisfy(
      (error) => error instanceof ValidationError && 'limit' in error.fields,
    );
  });

  it('reports a missing post as NotFoundError', async () => {
    await expect(getBlogPost(ctx(), { slug: 'missing' })).rejects.toBeInstanceOf(NotFoundError);
  });
});
