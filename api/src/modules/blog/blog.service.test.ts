import { describe, expect, it } from 'vitest';
import { serviceTestDatabase } from '../../../../tests/support/test-services';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { seedDemoBlogPosts } from './blog.seed';
import { DEMO_POSTS } from './blog.demo';
import { BlogPost } from './blog-post.entity';
import { fillMissingPostSummaries } from './blog-summary-fill';
import { getBlogPost, listBlogPostCards, listBlogPosts } from './blog.service';

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

  describe('cards', () => {
    const CARD_LIST = { category: 'SEO_BENEFITS' as const, search: 'Card summary' };

    async function writePost(description: string) {
      const em = ctx().em;
      const post = em.create(BlogPost, {
        slug: 'card-summary',
        title: 'Card summary',
        description,
        bodyFormat: 'MARKDOWN',
        category: 'SEO_BENEFITS',
      });
      await em.flush();
      return post;
    }

    /** A post as one written before summaries were kept stands. */
    async function writeOlderPost() {
      const post = await writePost('Written *before*.');
      const unkept = { excerpt: null, readingTimeMinutes: null };
      await ctx().em.nativeUpdate(BlogPost, { id: post.id }, unkept);
      return post;
    }

    it("list a post's kept summary instead of its body, and keep it with every save", async () => {
      const post = await writePost(
        `# Fast pages\n\nSearch engines **reward** ${'speed '.repeat(600)}`,
      );
      const [card] = (await listBlogPostCards(ctx(), CARD_LIST)).items;
      expect(card?.description).toBeUndefined();
      const summary = card && 'summary' in card ? card.summary : undefined;
      expect(summary?.readingTimeMinutes).toBe(4);
      expect(summary?.excerpt).toMatch(/^Fast pages Search engines reward speed/);

      const em = ctx().em;
      const saved = await em.findOneOrFail(BlogPost, post.id);
      saved.description = 'Shorter *now*.';
      await em.flush();
      const [edited] = (await listBlogPostCards(ctx(), CARD_LIST)).items;
      expect(edited).toMatchObject({ summary: { excerpt: 'Shorter now.', readingTimeMinutes: 1 } });
      const [whole] = (await listBlogPosts(ctx(), CARD_LIST)).items;
      expect(whole?.description).toBe('Shorter *now*.');
      await em.nativeDelete(BlogPost, { id: post.id });
    });

    it('list a post written before summaries were kept with its body', async () => {
      const post = await writeOlderPost();
      const [card] = (await listBlogPostCards(ctx(), CARD_LIST)).items;
      expect(card).toMatchObject({ description: 'Written *before*.' });
      expect(card && 'summary' in card).toBe(false);
      await ctx().em.nativeDelete(BlogPost, { id: post.id });
    });

    it('fill in the summaries of posts written before they were kept, leaving their dates', async () => {
      const post = await writeOlderPost();
      const before = await ctx().em.findOneOrFail(BlogPost, post.id);
      expect(await fillMissingPostSummaries(ctx().em)).toBe(1);
      expect(await fillMissingPostSummaries(ctx().em)).toBe(0);
      const after = await ctx().em.findOneOrFail(BlogPost, post.id);
      expect(after).toMatchObject({ excerpt: 'Written before.', readingTimeMinutes: 1 });
      expect(after.updatedAt).toEqual(before.updatedAt);
      const [card] = (await listBlogPostCards(ctx(), CARD_LIST)).items;
      expect(card).toMatchObject({ summary: { excerpt: 'Written before.' } });
      await ctx().em.nativeDelete(BlogPost, { id: post.id });
    });
  });
});
