import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import { graphqlRequest } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/test-server';

const LIST = /* GraphQL */ `
  query ($category: BlogCategory, $search: String, $offset: Int! = 0, $limit: Int! = 12) {
    blogPosts(category: $category, search: $search, offset: $offset, limit: $limit) {
      total
      items {
        slug
        title
        category
        excerpt
        readingTimeMinutes
      }
    }
  }
`;
const ONE = /* GraphQL */ `
  query ($id: ID, $slug: String) {
    blogPost(id: $id, slug: $slug) {
      id
      slug
      title
      description
    }
  }
`;

interface ListData {
  blogPosts: {
    total: number;
    items: {
      slug: string;
      title: string;
      category: string;
      excerpt: string;
      readingTimeMinutes: number;
    }[];
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedBlogScenario(server.orm, blogScenarios.standard);
});
afterAll(() => server.close());

const list = (variables: Record<string, unknown>) =>
  graphqlRequest<ListData>(server.url, LIST, variables);

describe('blogPosts query', () => {
  it("gives each listed post's body when the query asks for it, and the same card either way", async () => {
    const withBodies = /* GraphQL */ `
      {
        blogPosts(limit: 50) {
          items {
            slug
            excerpt
            readingTimeMinutes
            description
            bodyHtml
            meta {
              description
            }
          }
        }
      }
    `;
    interface WithBodies {
      blogPosts: {
        items: {
          slug: string;
          excerpt: string;
          readingTimeMinutes: number;
          description: string;
          bodyHtml: string;
          meta: { description: string };
        }[];
      };
    }
    const whole = await graphqlRequest<WithBodies>(server.url, withBodies);
    expect(whole.errors).toBeUndefined();
    const cards = await list({ limit: 50 });
    const items = whole.data?.blogPosts.items ?? [];
    expect(items.length).toBeGreaterThan(1);
    const cardOf = (post: { slug: string; excerpt: string; readingTimeMinutes: number }) =>
      [post.slug, post.excerpt, post.readingTimeMinutes] as const;
    expect(cards.data?.blogPosts.items.map(cardOf)).toEqual(items.map(cardOf));
    for (const post of items) {
      const one = await graphqlRequest<{ blogPost: { description: string } }>(server.url, ONE, {
        slug: post.slug,
      });
      expect(post.description).toBe(one.data?.blogPost.description);
      expect(post.bodyHtml).toMatch(/^<(p|h2)/);
      expect(post.meta.description.length).toBeGreaterThan(0);
    }
  });
  it('lists one category newest first', async () => {
    const answer = await list({ category: 'EDUCATIONAL_CONTENT' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.blogPosts.total).toBe(2);
    expect(answer.data?.blogPosts.items.map((post) => post.slug)).toEqual([
      'learn-postgres',
      'react-basics',
    ]);
  });

  it('searches title, description and category label without regard to case', async () => {
    const byTitle = await list({ search: 'REACT' });
    expect(byTitle.data?.blogPosts.items.map((post) => post.slug)).toEqual(['react-basics']);
    const byDescription = await list({ search: 'noida' });
    expect(byDescription.data?.blogPosts.items.map((post) => post.slug)).toEqual(['office-move']);
    const byCategory = await list({ search: 'seo benefits' });
    expect(byCategory.data?.blogPosts.items.map((post) => post.slug)).toEqual(['page-speed']);
  });

  it('takes % and _ in a search literally', async () => {
    const percent = await list({ search: '100%' });
    expect(percent.data?.blogPosts.items.map((post) => post.slug)).toEqual(['react-basics']);
    const wildcard = await list({ search: '%' });
    expect(wildcard.data?.blogPosts.items.map((post) => post.slug)).toEqual(['react-basics']);
    const underscore = await list({ search: '_' });
    expect(underscore.data?.blogPosts.total).toBe(0);
  });

  it('answers hostile search strings with an empty list, not an error', async () => {
    for (const search of [
      "'; DROP TABLE blog_post; --",
      '\\',
      '<script>alert(1)</script>',
      'nul\u0000byte',
      '💥',
    ]) {
      const answer = await list({ search });
      expect(answer.status).toBe(200);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.blogPosts.total).toBe(0);
    }
    const stillThere = await list({});
    expect(stillThere.data?.blogPosts.total).toBe(4);
  });

  it('pages on the server', async () => {
    const first = await list({ limit: 3 });
    const second = await list({ offset: 3, limit: 3 });
    expect(first.data?.blogPosts.items).toHaveLength(3);
    expect(second.data?.blogPosts.items.map((post) => post.slug)).toEqual(['page-speed']);
    expect(second.data?.blogPosts.total).toBe(4);
  });

  it('rejects huge page sizes, negative offsets and long searches, naming the field', async () => {
    const huge = await list({ limit: 100000 });
    expect(huge.status).toBe(200);
    expect(huge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(huge.errors?.[0]?.extensions?.fields).toHaveProperty('limit');
    expect(huge.errors?.[0]?.message).toMatch(/limit must be at most 50/);

    const negative = await list({ offset: -1 });
    expect(negative.errors?.[0]?.extensions?.fields).toHaveProperty('offset');

    const long = await list({ search: 'a'.repeat(201) });
    expect(long.errors?.[0]?.extensions?.fields).toHaveProperty('search');
  });

  it('refuses a wrong type or an unknown category with a client error', async () => {
    const wrongType = await list({ limit: 'ten' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknownCategory = await list({ category: 'GOSSIP' });
    expect(unknownCategory.status).toBe(400);
  });

  it('computes reading time and excerpt on the server', async () => {
    const answer = await list({ category: 'SEO_BENEFITS' });
    expect(answer.data?.blogPosts.items[0]?.readingTimeMinutes).toBe(3);
  });
});

describe('blogPost query', () => {
  it('finds a post by slug and by id', async () => {
    const bySlug = await graphqlRequest<{ blogPost: { id: string; title: string } }>(
      server.url,
      ONE,
      {
        slug: 'office-move',
      },
    );
    expect(bySlug.data?.blogPost.title).toBe('We Moved Offices');
    const byId = await graphqlRequest<{ blogPost: { slug: string } }>(server.url, ONE, {
      id: bySlug.data?.blogPost.id,
    });
    expect(byId.data?.blogPost.slug).toBe('office-move');
  });

  it('answers NOT_FOUND for an unknown post and BAD_USER_INPUT for a malformed id', async () => {
    const missing = await graphqlRequest(server.url, ONE, { slug: 'no-such-post' });
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Blog post not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const malformed = await graphqlRequest(server.url, ONE, { id: '1 OR 1=1' });
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const neither = await graphqlRequest(server.url, ONE, {});
    expect(neither.errors?.[0]?.message).toMatch(/give an id or a slug/);
  });

  it('never sends a stack trace', async () => {
    const answer = await graphqlRequest(server.url, ONE, { slug: 'BAD SLUG' });
    expect(JSON.stringify(answer)).not.toMatch(/stacktrace|at .*\.ts:\d+/i);
  });
});
