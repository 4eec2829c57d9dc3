import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlogPost } from '../../api/src/modules/blog/blog-post.entity';
import { MediaAsset } from '../../api/src/modules/media/media-asset.entity';
import { Redirect } from '../../api/src/modules/redirects/redirect.entity';
import { graphqlRequest } from '../support/graphql';
import { serveRenderedPages } from '../support/rendered-pages';
import { createStaff, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

const SITE_URL = 'http://site.test';
const POST = `id slug title category bodyFormat author { name }`;
const CREATE = `mutation ($input: BlogPostInput!, $seo: SeoInput) {
  createBlogPost(input: $input, seo: $seo) { ${POST} }
}`;
const UPDATE = `mutation ($id: ID!, $input: BlogPostInput!, $seo: SeoInput) {
  updateBlogPost(id: $id, input: $input, seo: $seo) { ${POST} }
}`;

interface Post {
  id: string;
  slug: string;
  title: string;
  category: string;
  bodyFormat: string;
  author: { name: string } | null;
}

// Every test writes posts under titles of its own: the page server keeps pages for a minute.
let server: TestServer;
let site: { url: string; close: () => Promise<void> };
let admin: SignedInStaff;
let photo: MediaAsset;
beforeAll(async () => {
  server = await startTestServer();
  site = await serveRenderedPages(server.orm, { publicCacheSeconds: 30 });
  admin = await signInAs(
    server.url,
    server.orm,
    'ADMIN',
    await createStaff(server.orm, { role: 'ADMIN', firstName: 'Asha' }),
  );
});
afterAll(async () => {
  await site.close();
  await server.close();
});

beforeEach(async () => {
  const em = server.orm.em.fork();
  await em.nativeDelete(BlogPost, {});
  await em.nativeDelete(Redirect, { automatic: true });
  await em.nativeDelete(MediaAsset, {});
  // A library image known by its row: pages only name its address.
  photo = em.create(MediaAsset, {
    storageKey: `key-${Date.now()}`,
    originalName: 'team.png',
    mimeType: 'image/png',
    size: 100,
    width: 1200,
    height: 630,
  });
  await em.flush();
});

async function write<T = { createBlogPost: Post }>(
  query: string,
  variables: Record<string, unknown>,
) {
  return graphqlRequest<T>(server.url, query, variables, { token: admin.token });
}

async function createPost(input: Record<string, unknown>, seo?: Record<string, unknown>) {
  const answer = await write(CREATE, {
    input: { category: 'EDUCATIONAL_CONTENT', bodyFormat: 'MARKDOWN', ...input },
    seo,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data?.createBlogPost as Post;
}

async function page(path: string) {
  const response = await fetch(`${site.url}${path}`, {
    headers: { accept: 'text/html' },
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

/** The head's tags as a search engine or social site reads them. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (pattern: RegExp) => pattern.exec(head)?.[1]?.replace(/&amp;/g, '&');
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
  };
}

function jsonLdOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  return JSON.parse(json) as Record<string, unknown>;
}

describe('a Markdown post on its page', () => {
  it('shows headings, emphasis and library images, with script and raw HTML made inert', async () => {
    const post = await createPost({
      title: 'Speed Wins',
      description: [
        '# Why speed matters',
        'Fast pages **rank** better. <script>alert("x")</script>',
        `![Our team at work](/media/${photo.id}.png)`,
        '[Trap](javascript:alert(1)) <img src=x onerror=alert(1)>',
      ].join('\n\n'),
    });
    expect(post.author?.name).toBe('Asha admin');
    const { status, html } = await page(`/blog/education/${post.slug}`);
    expect(status).toBe(200);
    const body = html.slice(html.indexOf('class="post-body"'));
    expect(body).toContain('<h2>Why speed matters</h2>');
    expect(body).toContain('<strong>rank</strong>');
    expect(body).toContain(`alt="Our team at work"`);
    expect(body).not.toMatch(/<script>alert/);
    expect(body).not.toMatch(/<img src="?x/);
    expect(body).not.toContain('href="javascript');
    expect(body).toContain('&lt;script&gt;');
    expect(html).toMatch(/By (<!-- -->)?Asha admin/);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Speed Wins',
      author: { '@type': 'Person', name: 'Asha admin' },
    });
  });

  it('keeps a plain post from before Markdown as escaped paragraphs', async () => {
    const em = server.orm.em.fork();
    em.create(BlogPost, {
      slug: 'old-news',
      title: 'Old News',
      category: 'REGULAR_UPDATE',
      description: 'First **line** <b>as typed</b>.\nSecond line.',
      image: null,
    });
    await em.flush();
    const { html } = await page('/blog/regular/old-news');
    expect(html).toContain('<p>First **line** &lt;b&gt;as typed&lt;/b&gt;.</p>');
    expect(html).toContain('<p>Second line.</p>');
  });
});

describe('SEO tags of a post page', () => {
  it('derives title, description, canonical and image from the post when left empty', async () => {
    const post = await createPost({
      title: 'Local SEO Basics',
      description: `## Start here\n\nClaim your **business profile** first.\n\n![A map pin](/media/${photo.id}.png)`,
    });
    const head = headOf((await page(`/blog/education/${post.slug}`)).html);
    expect(head).toEqual({
      title: 'Local SEO Basics | Nexora Digital',
      description: 'Start here Claim your business profile first.',
      canonical: `${SITE_URL}/blog/education/${post.slug}`,
      ogTitle: 'Local SEO Basics | Nexora Digital',
      ogImage: `${SITE_URL}/media/${photo.id}.png`,
      twitterCard: 'summary_large_image',
    });
  });

  it('uses the overrides staff set: title, description, social image and canonical', async () => {
    const post = await createPost(
      { title: 'Local SEO Checklist', description: 'Body.' },
      {
        metaTitle: 'Local SEO in 2026: a checklist',
        metaDescription: 'Ten steps that bring nearby customers.',
        canonicalUrl: 'https://partner.example/local-seo',
        socialImageId: String(photo.id),
      },
    );
    const { html } = await page(`/blog/education/${post.slug}`);
    expect(headOf(html)).toEqual({
      title: 'Local SEO in 2026: a checklist',
      description: 'Ten steps that bring nearby customers.',
      canonical: 'https://partner.example/local-seo',
      ogTitle: 'Local SEO in 2026: a checklist',
      ogImage: `${SITE_URL}/media/${photo.id}.png`,
      twitterCard: 'summary_large_image',
    });
    expect(jsonLdOf(html)).toMatchObject({ description: 'Ten steps that bring nearby customers.' });
  });

  it('refuses a canonical that is neither https nor a site path, and an unknown image, naming each', async () => {
    const answer = await write(CREATE, {
      input: { title: 'T', description: 'D', category: 'SEO_BENEFITS' },
      seo: { canonicalUrl: 'javascript:alert(1)', metaTitle: 'x'.repeat(121) },
    });
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({
      'seo.canonicalUrl':
        'Canonical address must be an https:// address or a path on this site starting with /',
      'seo.metaTitle': 'Meta title must be at most 120 characters',
    });
    const unknown = await write(CREATE, {
      input: { title: 'T', description: 'D', category: 'SEO_BENEFITS' },
      seo: { socialImageId: '999999' },
    });
    expect(unknown.errors?.[0]?.extensions?.fields).toEqual({
      'seo.socialImageId': 'No image with id 999999 in the media library',
    });
  });

  it('refuses a Markdown image without alt text or from elsewhere, naming the body', async () => {
    for (const [image, message] of [
      [`![](/media/${photo.id}.png)`, /needs alt text/],
      ['![Logo](https://evil.example/x.png)', /is not from the media library/],
    ] as const) {
      const answer = await write(CREATE, {
        input: {
          title: 'Images',
          description: `Text\n\n${image}`,
          category: 'SEO_BENEFITS',
          bodyFormat: 'MARKDOWN',
        },
      });
      expect(answer.errors?.[0]?.extensions?.fields?.['description']).toMatch(message);
    }
    expect(await server.orm.em.fork().count(BlogPost)).toBe(0);
  });
});

describe('a changed slug', () => {
  it('answers the old address with a 301 to the new one, keeping the query', async () => {
    const post = await createPost({ title: 'Cloud Costs', description: 'Watch them.' });
    const moved = await write<{ updateBlogPost: Post }>(UPDATE, {
      id: post.id,
      input: {
        title: 'Cloud Costs',
        description: 'Watch them.',
        category: 'EDUCATIONAL_CONTENT',
        slug: 'cloud-costs-2026',
      },
    });
    expect(moved.data?.updateBlogPost.slug).toBe('cloud-costs-2026');
    const old = await page('/blog/education/cloud-costs?utm_source=mail');
    expect(old.status).toBe(301);
    expect(old.location).toBe('/blog/education/cloud-costs-2026?utm_source=mail');
    expect((await page('/blog/education/cloud-costs-2026')).status).toBe(200);
  });

  it('collapses chains: every old address leads straight to the current one', async () => {
    const post = await createPost({ title: 'Step One', description: 'Body.' });
    const input = { title: 'Step One', description: 'Body.', category: 'EDUCATIONAL_CONTENT' };
    await write(UPDATE, { id: post.id, input: { ...input, slug: 'step-two' } });
    await write(UPDATE, {
      id: post.id,
      input: { ...input, category: 'SEO_BENEFITS', slug: 'step-three' },
    });
    for (const old of ['/blog/education/step-one', '/blog/education/step-two']) {
      expect(await page(old)).toMatchObject({ status: 301, location: '/blog/seo/step-three' });
    }
  });

  it('lets a post move back to its old slug: that address shows the post again', async () => {
    const post = await createPost({ title: 'Round Trip', description: 'Body.' });
    const input = { title: 'Round Trip', description: 'Body.', category: 'EDUCATIONAL_CONTENT' };
    await write(UPDATE, { id: post.id, input: { ...input, slug: 'round-trip-2' } });
    await write(UPDATE, { id: post.id, input: { ...input, slug: 'round-trip' } });
    expect((await page('/blog/education/round-trip')).status).toBe(200);
    expect(await page('/blog/education/round-trip-2')).toMatchObject({
      status: 301,
      location: '/blog/education/round-trip',
    });
  });

  it('keeps an old address redirecting while a new draft waits there, and shows the post once live', async () => {
    const first = await createPost({ title: 'Moving Day', description: 'Body.' });
    const input = { title: 'Moving Day', description: 'Body.', category: 'EDUCATIONAL_CONTENT' };
    await write(UPDATE, { id: first.id, input: { ...input, slug: 'moving-day-2' } });
    const draft = await write<{ createBlogPost: Post }>(
      `mutation ($input: BlogPostInput!) {
        createBlogPost(input: $input, publishing: { status: DRAFT }) { ${POST} }
      }`,
      { input: { ...input, slug: 'moving-day', bodyFormat: 'MARKDOWN' } },
    );
    expect(draft.errors).toBeUndefined();
    expect(await page('/blog/education/moving-day')).toMatchObject({
      status: 301,
      location: '/blog/education/moving-day-2',
    });

    const live = await write(
      `mutation ($id: ID!) { setBlogPostPublishing(id: $id, input: { status: PUBLISHED }) { id } }`,
      { id: draft.data?.createBlogPost.id },
    );
    expect(live.errors).toBeUndefined();
    const shown = await page('/blog/education/moving-day');
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Moving Day');
  });

  it('refuses a slug another post has', async () => {
    await createPost({ title: 'Taken', description: 'Body.' });
    const other = await createPost({ title: 'Other', description: 'Body.' });
    const answer = await write(UPDATE, {
      id: other.id,
      input: {
        title: 'Other',
        description: 'Body.',
        category: 'EDUCATIONAL_CONTENT',
        slug: 'taken',
      },
    });
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({
      slug: 'Another post already has the slug taken',
    });
  });
});

const CREATE_REDIRECT = `mutation ($input: RedirectInput!) {
  createRedirect(input: $input) { id fromPath toPath automatic }
}`;

describe('redirects kept by admins', () => {
  it("sends the original site's service addresses to today's pages", async () => {
    expect(await page('/services/crm-solutions')).toMatchObject({
      status: 301,
      location: '/services/crm',
    });
    expect(await page('/services/web-development/')).toMatchObject({
      status: 301,
      location: '/services/web',
    });
  });

  it('refuses a loop, naming the redirect that would close it', async () => {
    await write(CREATE_REDIRECT, { input: { fromPath: '/old-a', toPath: '/old-b' } });
    const loop = await write(CREATE_REDIRECT, { input: { fromPath: '/old-b', toPath: '/old-a' } });
    expect(loop.errors?.[0]?.extensions?.fields).toEqual({
      toPath: 'This would send /old-b back to itself (/old-a already redirects to /old-b)',
    });
    const self = await write(CREATE_REDIRECT, { input: { fromPath: '/same', toPath: '/same/' } });
    expect(self.errors?.[0]?.extensions?.fields).toEqual({
      toPath: 'This would send /same back to itself',
    });
  });

  it('stores a chain collapsed, so every old address is one hop from its page', async () => {
    await write(CREATE_REDIRECT, { input: { fromPath: '/chain-1', toPath: '/chain-2' } });
    await write(CREATE_REDIRECT, { input: { fromPath: '/chain-2', toPath: '/portfolio' } });
    const onward = await write<{ createRedirect: { toPath: string } }>(CREATE_REDIRECT, {
      input: { fromPath: '/chain-0', toPath: '/chain-1' },
    });
    expect(onward.data?.createRedirect.toPath).toBe('/portfolio');
    expect(await page('/chain-1')).toMatchObject({ status: 301, location: '/portfolio' });
  });

  it('refuses staff and API addresses, and is for admins only', async () => {
    const staff = await write(CREATE_REDIRECT, { input: { fromPath: '/admin/home', toPath: '/' } });
    expect(staff.errors?.[0]?.extensions?.fields).toEqual({
      fromPath: 'Old address must not be in the staff areas, the APIs or /media',
    });
    const anonymous = await graphqlRequest(server.url, CREATE_REDIRECT, {
      input: { fromPath: '/x', toPath: '/' },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('renderMarkdown', () => {
  const RENDER = `query ($markdown: String!) { renderMarkdown(markdown: $markdown) { html problem } }`;

  it("previews with the page's renderer, and says what saving would refuse", async () => {
    const answer = await graphqlRequest<{
      renderMarkdown: { html: string; problem: string | null };
    }>(
      server.url,
      RENDER,
      { markdown: '**Hi** <script>x</script>\n\n![](/media/1.png)' },
      { token: admin.token },
    );
    expect(answer.data?.renderMarkdown.html).toBe(
      '<p><strong>Hi</strong> &lt;script&gt;x&lt;/script&gt;</p>\n',
    );
    expect(answer.data?.renderMarkdown.problem).toMatch(
      /^Image 1 \(\/media\/1.png\) needs alt text/,
    );
  });

  it('is for staff only', async () => {
    const answer = await graphqlRequest(server.url, RENDER, { markdown: 'x' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

const REVISIONS = `query ($id: ID!) {
  blogPostRevisions(id: $id) { id action fields { name value } }
}`;
const RESTORE = `mutation ($id: ID!, $revisionId: ID!) {
  restoreBlogPostRevision(id: $id, revisionId: $revisionId) {
    ${POST} description seo { metaTitle metaDescription canonicalUrl socialImage { id } }
  }
}`;

interface Revision {
  id: string;
  action: string;
  fields: { name: string; value: string }[];
}

const fieldsOf = (revision: Revision | undefined) =>
  Object.fromEntries((revision?.fields ?? []).map(({ name, value }) => [name, value]));

describe('revisions of a post', () => {
  it('keep the body format, author and SEO fields, and a restore brings them back', async () => {
    const other = await createStaff(server.orm, { role: 'ADMIN', firstName: 'Kiran' });
    const post = await createPost(
      { title: 'Revisions Keep SEO', description: '**Bold** start.' },
      { metaTitle: 'First meta title', socialImageId: String(photo.id) },
    );
    const changed = await write<{ updateBlogPost: Post }>(UPDATE, {
      id: post.id,
      input: {
        title: 'Revisions Keep SEO',
        description: 'Plain now.',
        category: 'EDUCATIONAL_CONTENT',
        bodyFormat: 'PLAIN',
        authorId: String(other.id),
      },
      seo: { metaTitle: 'Second meta title' },
    });
    expect(changed.data?.updateBlogPost.author?.name).toMatch(/^Kiran /);

    const listed = await write<{ blogPostRevisions: Revision[] }>(REVISIONS, { id: post.id });
    const [edited, created] = listed.data?.blogPostRevisions ?? [];
    expect(fieldsOf(created)).toMatchObject({
      bodyFormat: 'MARKDOWN',
      author: post.author?.name,
      metaTitle: 'First meta title',
      socialImageId: String(photo.id),
    });
    expect(fieldsOf(edited)).toMatchObject({
      bodyFormat: 'PLAIN',
      metaTitle: 'Second meta title',
      socialImageId: '',
    });

    const restored = await write<{
      restoreBlogPostRevision: Post & {
        description: string;
        seo: { metaTitle: string | null; socialImage: { id: string } | null };
      };
    }>(RESTORE, { id: post.id, revisionId: created?.id });
    expect(restored.errors).toBeUndefined();
    expect(restored.data?.restoreBlogPostRevision).toMatchObject({
      slug: post.slug,
      description: '**Bold** start.',
      bodyFormat: 'MARKDOWN',
      author: { name: post.author?.name },
      seo: { metaTitle: 'First meta title', socialImage: { id: String(photo.id) } },
    });
  });
});
