import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest } from '../support/graphql';
import { serveRenderedPages } from '../support/rendered-pages';
import { signInAs, type SignedInStaff } from '../support/staff';
import { moveTestClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

/** The API server and the page renderer sign and check preview links with the same secret. */
const SHARED = { SESSION_SECRET: 'preview-tests-secret-0123456789abcdefghij' };

let server: TestServer;
let site: { url: string; close: () => Promise<void> };
let admin: SignedInStaff;
beforeAll(async () => {
  server = await startTestServer({ mode: 'none' }, SHARED);
  site = await serveRenderedPages(server.orm, { env: SHARED });
  admin = await signInAs(server.url, server.orm, 'ADMIN');
});
afterAll(async () => {
  await site.close();
  await server.close();
});

interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}
const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlRequest<T>(server.url, query, variables, { token: admin.token });
const asVisitor = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlRequest<T>(server.url, query, variables);

const POST_INPUT = {
  title: 'Monsoon Offers',
  description: 'Offers for the rainy season.\nAsk us.',
  category: 'REGULAR_UPDATE',
};

async function newDraft(): Promise<{ id: string; slug: string }> {
  const answer = await asAdmin<{ createBlogPost: { id: string; slug: string } }>(
    `mutation ($input: BlogPostInput!) {
      createBlogPost(input: $input, publishing: { status: DRAFT }) { id slug }
    }`,
    { input: POST_INPUT },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createBlogPost;
}

async function previewPath(id: string): Promise<string> {
  const answer = await asAdmin<{ createBlogPostPreviewLink: { path: string; expiresAt: string } }>(
    'mutation ($id: ID!) { createBlogPostPreviewLink(id: $id) { path expiresAt } }',
    { id },
  );
  const link = answer.data?.createBlogPostPreviewLink;
  if (!link) throw new Error(JSON.stringify(answer.errors));
  const minutesLeft = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
  expect(minutesLeft).toBeGreaterThan(55);
  expect(minutesLeft).toBeLessThanOrEqual(60);
  return link.path;
}

const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('preview') ?? '';

async function previewed(slug: string, token: string) {
  return asVisitor<{ blogPost: { title: string; status: string } }>(
    'query ($slug: String!, $preview: String) { blogPost(slug: $slug, preview: $preview) { title status } }',
    { slug, preview: token },
  );
}

const refusal = (errors: GraphqlError[] | undefined) => errors?.[0]?.extensions?.code;

describe('preview links', () => {
  it('open a draft at its future address, privately and unindexed', async () => {
    const draft = await newDraft();
    const path = await previewPath(draft.id);
    expect(path).toMatch(new RegExp(`^/blog/regular/${draft.slug}\\?preview=`));

    const answer = await previewed(draft.slug, tokenOf(path));
    expect(answer.data?.blogPost).toEqual({ title: 'Monsoon Offers', status: 'DRAFT' });

    const response = await fetch(`${site.url}${path}`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Monsoon Offers');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/Preview.*Draft/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('x-page-cache')).toBeNull();

    // The address without the link stays Not Found.
    const plain = await fetch(`${site.url}/blog/regular/${draft.slug}`, {
      headers: { accept: 'text/html' },
    });
    expect(plain.status).toBe(404);
  });

  it('are refused when tampered with, for another record, or for another kind', async () => {
    const draft = await newDraft();
    const other = await newDraft();
    const token = tokenOf(await previewPath(draft.id));
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { id: number };
    const forged = Buffer.from(JSON.stringify({ ...claims, id: Number(other.id) })).toString(
      'base64url',
    );
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${flipped}`,
      'garbage',
      `${token}.x`,
    ]) {
      const answer = await previewed(other.slug, bad);
      expect(refusal(answer.errors)).toBe('NOT_FOUND');
      expect(answer.data?.blogPost).toBeUndefined();
    }
    // A genuine link for one post does not open another.
    expect(refusal((await previewed(other.slug, token)).errors)).toBe('NOT_FOUND');
    const job = await asVisitor(
      'query ($preview: String) { job(slug: "anything", preview: $preview) { title } }',
      { preview: token },
    );
    expect(refusal(job.errors)).toBe('NOT_FOUND');
  });

  it('expire after an hour, and after the draft is saved again', async () => {
    const draft = await newDraft();
    const token = tokenOf(await previewPath(draft.id));
    await moveTestClock(server.url, { advanceMs: 61 * 60_000 });
    try {
      const late = await previewed(draft.slug, token);
      expect(refusal(late.errors)).toBe('NOT_FOUND');
      expect(late.errors?.[0]?.message).toMatch(/expired/);
    } finally {
      await moveTestClock(server.url, { reset: true });
    }
    expect((await previewed(draft.slug, token)).data?.blogPost.status).toBe('DRAFT');
    await asAdmin(
      'mutation ($id: ID!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { id } }',
      {
        id: draft.id,
        input: { ...POST_INPUT, title: 'Monsoon Offers, revised' },
      },
    );
    expect(refusal((await previewed(draft.slug, token)).errors)).toBe('NOT_FOUND');
  });

  it('are made for admins only', async () => {
    const answer = await asVisitor('mutation { createBlogPostPreviewLink(id: "1") { path } }');
    expect(refusal(answer.errors)).toBe('UNAUTHENTICATED');
  });
});

interface Revision {
  id: string;
  action: string;
  authorName: string;
  restoredFrom: string | null;
  fields: { name: string; value: string }[];
}
const REVISIONS = `query ($id: ID!) {
  blogPostRevisions(id: $id) { id action authorName restoredFrom fields { name value } }
}`;
const UPDATE = `mutation ($id: ID!, $input: BlogPostInput!) {
  updateBlogPost(id: $id, input: $input) { id title }
}`;
const RESTORE = `mutation ($id: ID!, $revisionId: ID!) {
  restoreBlogPostRevision(id: $id, revisionId: $revisionId) { id title description status }
}`;
const field = (revision: Revision | undefined, name: string) =>
  revision?.fields.find((entry) => entry.name === name)?.value;

describe('revisions', () => {
  it('keep every save with who made it, and a restore brings fields back as a new revision', async () => {
    const draft = await newDraft();
    await asAdmin(UPDATE, { id: draft.id, input: { ...POST_INPUT, title: 'Monsoon Offers 2' } });
    await asAdmin(UPDATE, {
      id: draft.id,
      input: { ...POST_INPUT, title: 'Monsoon Offers 3', description: 'Rewritten.' },
    });
    const listed = await asAdmin<{ blogPostRevisions: Revision[] }>(REVISIONS, { id: draft.id });
    const revisions = listed.data?.blogPostRevisions ?? [];
    expect(revisions.map((revision) => revision.action)).toEqual(['edited', 'edited', 'created']);
    expect(revisions.every((revision) => revision.authorName.length > 0)).toBe(true);
    const created = revisions[2];
    expect(field(created, 'title')).toBe('Monsoon Offers');
    expect(field(created, 'status')).toBe('DRAFT');
    expect(field(revisions[0], 'description')).toBe('Rewritten.');

    const restored = await asAdmin<{ restoreBlogPostRevision: Record<string, string> }>(RESTORE, {
      id: draft.id,
      revisionId: created?.id,
    });
    expect(restored.data?.restoreBlogPostRevision).toEqual({
      id: draft.id,
      title: 'Monsoon Offers',
      description: POST_INPUT.description,
      status: 'DRAFT',
    });
    const after = (await asAdmin<{ blogPostRevisions: Revision[] }>(REVISIONS, { id: draft.id }))
      .data?.blogPostRevisions;
    expect(after).toHaveLength(4);
    expect(after?.[0]).toMatchObject({ action: 'restored', restoredFrom: created?.id });
    expect(field(after?.[0], 'title')).toBe('Monsoon Offers');
  });

  it('records publishing changes too, and refuses a revision of another post', async () => {
    const draft = await newDraft();
    const other = await newDraft();
    await asAdmin(
      'mutation ($id: ID!) { setBlogPostPublishing(id: $id, input: { status: PUBLISHED }) { id } }',
      { id: draft.id },
    );
    const revisions = (
      await asAdmin<{ blogPostRevisions: Revision[] }>(REVISIONS, { id: draft.id })
    ).data?.blogPostRevisions;
    expect(revisions?.map((revision) => revision.action)).toEqual(['published', 'created']);
    expect(field(revisions?.[0], 'status')).toBe('PUBLISHED');
    const foreign = await asAdmin(RESTORE, { id: other.id, revisionId: revisions?.[0]?.id });
    expect(refusal(foreign.errors)).toBe('NOT_FOUND');
  });

  it('keep a job saves too, and a restore brings the job fields and SEO overrides back', async () => {
    const input = {
      title: 'Support Engineer',
      department: 'Engineering',
      location: 'Remote',
      type: 'Full-time',
      experience: '1-2 years',
      description: 'Help customers.',
      skills: ['Linux', 'SQL'],
    };
    const created = await asAdmin<{ createJob: { id: string } }>(
      `mutation ($input: JobInput!, $seo: SeoInput) {
        createJob(input: $input, publishing: { status: DRAFT }, seo: $seo) { id }
      }`,
      { input, seo: { metaTitle: 'Support Engineer, remote', canonicalUrl: '/careers' } },
    );
    const id = created.data?.createJob.id;
    await asAdmin(
      `mutation ($id: ID!, $input: JobInput!, $seo: SeoInput) {
        updateJob(id: $id, input: $input, seo: $seo) { id }
      }`,
      { id, input: { ...input, skills: ['Linux', 'Kubernetes'] }, seo: {} },
    );
    const revisions = (
      await asAdmin<{ jobRevisions: Revision[] }>(
        'query ($id: ID!) { jobRevisions(id: $id) { id action authorName restoredFrom fields { name value } } }',
        { id },
      )
    ).data?.jobRevisions;
    expect(revisions?.map((revision) => field(revision, 'skills'))).toEqual([
      'Linux, Kubernetes',
      'Linux, SQL',
    ]);
    expect(revisions?.map((revision) => field(revision, 'metaTitle'))).toEqual([
      '',
      'Support Engineer, remote',
    ]);
    const restored = await asAdmin<{
      restoreJobRevision: { skills: string[]; seo: { metaTitle: string; canonicalUrl: string } };
    }>(
      `mutation ($id: ID!, $revisionId: ID!) {
        restoreJobRevision(id: $id, revisionId: $revisionId) {
          skills seo { metaTitle canonicalUrl }
        }
      }`,
      { id, revisionId: revisions?.[1]?.id },
    );
    expect(restored.data?.restoreJobRevision).toEqual({
      skills: ['Linux', 'SQL'],
      seo: { metaTitle: 'Support Engineer, remote', canonicalUrl: '/careers' },
    });
  });

  it('are for admins only', async () => {
    const answer = await asVisitor(REVISIONS, { id: '1' });
    expect(refusal(answer.errors)).toBe('UNAUTHENTICATED');
  });
});
