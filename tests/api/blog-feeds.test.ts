import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import { graphqlRequest } from '../support/graphql';
import { serveRenderedPages } from '../support/rendered-pages';
import { createStaff, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

const PUBLIC_URL = 'https://www.example.test';
/** RFC 822 as RSS 2.0 requires it (with a four-digit year): 'Fri, 30 Jan 2026 00:00:00 GMT'. */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

let server: TestServer;
let admin: SignedInStaff;
beforeAll(async () => {
  server = await startTestServer({ mode: 'none' }, { PUBLIC_URL });
  await seedBlogScenario(server.orm, blogScenarios.standard);
  admin = await signInAs(
    server.url,
    server.orm,
    'ADMIN',
    await createStaff(server.orm, { role: 'ADMIN', firstName: 'Ravi' }),
  );
  const created = await graphqlRequest(
    server.url,
    `mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { id } }`,
    {
      input: {
        title: 'Markdown & Feeds',
        category: 'EDUCATIONAL_CONTENT',
        bodyFormat: 'MARKDOWN',
        description: '## Why feeds\n\nRead us in **any** reader. [Contact](/contact)',
      },
    },
    { token: admin.token },
  );
  expect(created.errors).toBeUndefined();
});
afterAll(() => server.close());

interface RssItem {
  title: string;
  link: string;
  guid: string | { '#text': string };
  pubDate: string;
  description: string;
  category: string;
  'content:encoded'?: string;
  'dc:creator'?: string;
}

/** Fetches a feed, checks it is well-formed XML, and parses it. */
async function feed(path: string) {
  const response = await fetch(`${server.url}${path}`);
  const xml = await response.text();
  return { response, xml };
}

function parseRss(xml: string) {
  // fast-xml-parser points to a separate validator package, which the project does not have;
  // its own XMLValidator still checks well-formedness strictly.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  expect(XMLValidator.validate(xml, { allowBooleanAttributes: false })).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'item',
  }).parse(xml) as {
    rss: { '@_version': string; channel: Record<string, unknown> & { item?: RssItem[] } };
  };
  return parsed.rss;
}

describe('GET /blog/feed.xml', () => {
  it('is strict RSS 2.0 with every required element, absolute links and RFC 822 dates', async () => {
    const { response, xml } = await feed('/blog/feed.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const rss = parseRss(xml);
    expect(rss['@_version']).toBe('2.0');
    const { channel } = rss;
    expect(channel['title']).toBe('Nexora Digital blog');
    expect(channel['link']).toBe(`${PUBLIC_URL}/`);
    expect(channel['description']).toEqual(expect.any(String));
    expect(channel['lastBuildDate']).toMatch(RFC_822);
    expect(channel['atom:link']).toMatchObject({
      '@_href': `${PUBLIC_URL}/blog/feed.xml`,
      '@_rel': 'self',
    });
    const items = channel.item ?? [];
    expect(items.map((item) => item.title)).toEqual([
      'Markdown & Feeds',
      'Learn PostgreSQL',
      'React Basics',
      'We Moved Offices',
      'Page Speed and Rankings',
    ]);
    for (const item of items) {
      expect(item.link).toMatch(
        new RegExp(`^${PUBLIC_URL}/blog/(education|regular|seo)/[a-z0-9-]+$`),
      );
      expect(item.pubDate).toMatch(RFC_822);
      expect(item.description).not.toBe('');
    }
    expect(items[1]?.pubDate).toBe('Fri, 30 Jan 2026 00:00:00 GMT');
  });

  it('carries a Markdown post rendered, with plain text as its summary and its author', async () => {
    const rss = parseRss((await feed('/blog/feed.xml')).xml);
    const post = rss.channel.item?.[0];
    expect(post?.description).toBe('Why feeds Read us in any reader. Contact');
    expect(post?.category).toBe('Educational Content');
    expect(post?.['dc:creator']).toBe('Ravi admin');
    expect(post?.['content:encoded']).toContain('<h3>Why feeds</h3>');
    // A reader shows the post away from the site: its links name the site.
    expect(post?.['content:encoded']).toContain(`<a href="${PUBLIC_URL}/contact" rel="noopener">`);
  });
});

describe('GET /blog/<category>/feed.xml', () => {
  it("carries only the category's posts", async () => {
    const rss = parseRss((await feed('/blog/regular/feed.xml')).xml);
    expect(rss.channel['title']).toBe('Nexora Digital blog: Regular Update');
    expect(rss.channel['link']).toBe(`${PUBLIC_URL}/blog/regular`);
    expect(rss.channel.item?.map((item) => item.link)).toEqual([
      `${PUBLIC_URL}/blog/regular/office-move`,
    ]);
  });

  it('leaves out drafts, scheduled and archived posts, as every public list does', async () => {
    const write = async (query: string, variables: Record<string, unknown>) => {
      const answer = await graphqlRequest<{ createBlogPost: { id: string } }>(
        server.url,
        query,
        variables,
        { token: admin.token },
      );
      expect(answer.errors).toBeUndefined();
      return answer;
    };
    const create = `mutation ($input: BlogPostInput!, $publishing: PostPublishingInput) {
      createBlogPost(input: $input, publishing: $publishing) { id }
    }`;
    const input = (title: string) => ({ title, category: 'REGULAR_UPDATE', description: 'Soon.' });
    const inADay = new Date(Date.now() + 86_400_000).toISOString();
    await write(create, { input: input('Hidden Draft'), publishing: { status: 'DRAFT' } });
    await write(create, {
      input: input('Hidden Scheduled'),
      publishing: { status: 'SCHEDULED', publishAt: inADay },
    });
    const archived = await write(create, { input: input('Hidden Archived') });
    await write(
      `mutation ($id: ID!) { setBlogPostPublishing(id: $id, input: { status: ARCHIVED }) { id } }`,
      { id: archived.data?.createBlogPost.id },
    );
    for (const path of ['/blog/feed.xml', '/blog/regular/feed.xml']) {
      const { xml } = await feed(path);
      expect(xml, path).not.toContain('Hidden');
    }
  });

  it('is not found for a category that does not exist', async () => {
    const { response } = await feed('/blog/gossip/feed.xml');
    expect(response.status).toBe(404);
  });
});

describe('blog pages', () => {
  it('name their feeds for readers with rel=alternate links in the head', async () => {
    const site = await serveRenderedPages(server.orm);
    try {
      for (const path of ['/blog/seo', '/blog/seo/page-speed']) {
        const html = await fetch(`${site.url}${path}`, { headers: { accept: 'text/html' } }).then(
          (response) => response.text(),
        );
        const head = html.slice(0, html.indexOf('</head>'));
        const feeds = [
          ...head.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*>/g),
        ];
        expect(feeds.map(([tag]) => /href="([^"]*)"/.exec(tag)?.[1])).toEqual([
          '/blog/seo/feed.xml',
          '/blog/feed.xml',
        ]);
      }
    } finally {
      await site.close();
    }
  });
});
