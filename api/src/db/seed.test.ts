import { describe, expect, it } from 'vitest';
import { createTestServices, serviceTestDatabase } from '../../../tests/support/test-services';
import { DEMO_POSTS } from '../modules/blog/blog.demo';
import { getBlogPost } from '../modules/blog/blog.service';
import { seedDemoContent } from './seed';

const { orm, ctx } = serviceTestDatabase();

describe('demo content', () => {
  it('signs the demo posts with the demo admin, whom visitors see as their author', async () => {
    const added = await seedDemoContent(orm(), createTestServices(orm()), { withStaff: true });
    expect(added).toMatchObject({
      blogPosts: DEMO_POSTS.length,
      staff: expect.any(Number) as unknown,
    });
    const post = await getBlogPost(ctx(), { slug: DEMO_POSTS[0]?.slug });
    expect(post.author?.firstName).toBe('Asha');
  });
});
