import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { graphqlRequest } from '../support/graphql';
import { PDF_BYTES } from '../support/resume-files';
import { serveRenderedPages } from '../support/rendered-pages';
import { signInAs, type SignedInStaff } from '../support/staff';
import { moveTestClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

/** The API server and the page renderer sign and check preview links with the same secret. */
const SHARED = { SESSION_SECRET: 'publishing-tests-secret-0123456789abcdef' };
const HOUR = 60 * 60_000;

let server: TestServer;
let site: { url: string; close: () => Promise<void> };
let admin: SignedInStaff;
beforeAll(async () => {
  server = await startTestServer({ mode: 'none' }, { ...SHARED, PUBLIC_URL: 'https://site.test' });
  await seedBlogScenario(server.orm, blogScenarios.standard);
  await seedCareersScenario(server.orm, careersScenarios.standard);
  site = await serveRenderedPages(server.orm, { env: SHARED, cache: undefined });
  admin = await signInAs(server.url, server.orm, 'ADMIN');
});
afterAll(async () => {
  await site.close();
  await server.close();
});

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}
const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlRequest<T>(server.url, query, variables, { token: admin.token });
const asVisitor = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlRequest<T>(server.url, query, variables);
const codeOf = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;

async function page(path: string) {
  const response = await fetch(`${site.url}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const CREATE_POST = `mutation ($input: BlogPostInput!, $publishing: PostPublishingInput) {
  createBlogPost(input: $input, publishing: $publishing) { id slug status publishAt publishedAt }
}`;
const SET_POST = `mutation ($id: ID!, $input: PostPublishingInput!) {
  setBlogPostPublishing(id: $id, input: $input) { id status publishAt publishedAt }
}`;
const CREATE_JOB = `mutation ($input: JobInput!, $publishing: JobPublishingInput) {
  createJob(input: $input, publishing: $publishing) { id slug status isOpen closesAt }
}`;

interface CreatedPost {
  createBlogPost: { id: string; slug: string; status: string; publishedAt: string | null };
}
interface CreatedJob {
  createJob: { id: string; slug: string; status: string; isOpen: boolean };
}

async function createPost(title: string, publishing: Record<string, unknown>) {
  const answer = await asAdmin<CreatedPost>(CREATE_POST, {
    input: { title, description: `${title}, in private.`, category: 'EDUCATIONAL_CONTENT' },
    publishing,
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createBlogPost;
}

async function createJob(title: string, department: string, publishing: Record<string, unknown>) {
  const answer = await asAdmin<CreatedJob>(CREATE_JOB, {
    input: {
      title,
      department,
      location: 'Pune (Hybrid)',
      type: 'Full-time',
      experience: '1-3 years',
      description: 'Not announced yet.',
      skills: ['Secrets'],
    },
    publishing,
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createJob;
}

describe('drafts and scheduled items stay private everywhere visitors look', () => {
  let draft: CreatedPost['createBlogPost'];
  let scheduled: CreatedPost['createBlogPost'];
  let archived: CreatedPost['createBlogPost'];
  let draftJob: CreatedJob['createJob'];
  let scheduledJob: CreatedJob['createJob'];
  beforeAll(async () => {
    draft = await createPost('Secret Draft Post', { status: 'DRAFT' });
    scheduled = await createPost('Secret Scheduled Post', {
      status: 'SCHEDULED',
      publishAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    archived = await createPost('Secret Archived Post', { status: 'PUBLISHED' });
    await asAdmin(SET_POST, { id: archived.id, input: { status: 'ARCHIVED' } });
    // A department no live job has: the public filters must not offer it.
    draftJob = await createJob('Secret Draft Job', 'Finance', { status: 'DRAFT' });
    scheduledJob = await createJob('Secret Scheduled Job', 'Finance', {
      status: 'SCHEDULED',
      publishAt: new Date(Date.now() + HOUR).toISOString(),
    });
  });

  it('saves them as staff asked, and the back office lists them', async () => {
    expect(draft.status).toBe('DRAFT');
    expect(draft.publishedAt).toBeNull();
    expect(scheduled.status).toBe('SCHEDULED');
    expect(draftJob).toMatchObject({ status: 'DRAFT', isOpen: false });
    const admin = await asAdmin<{ adminBlogPosts: { items: { slug: string; status: string }[] } }>(
      '{ adminBlogPosts(limit: 50) { items { slug status } } }',
    );
    expect(admin.data?.adminBlogPosts.items).toEqual(
      expect.arrayContaining([
        { slug: draft.slug, status: 'DRAFT' },
        { slug: scheduled.slug, status: 'SCHEDULED' },
        { slug: archived.slug, status: 'ARCHIVED' },
      ]),
    );
  });

  it('keeps them out of GraphQL lists, counts, search, filters and lookups', async () => {
    const list = await asVisitor<{ blogPosts: { total: number; items: { title: string }[] } }>(
      '{ blogPosts(limit: 50, search: "Secret") { total items { title } } }',
    );
    expect(list.data?.blogPosts).toEqual({ total: 0, items: [] });
    const all = await asVisitor<{ blogPosts: { total: number } }>('{ blogPosts { total } }');
    expect(all.data?.blogPosts.total).toBe(blogScenarios.standard.length);
    for (const post of [draft, scheduled, archived]) {
      const bySlug = await asVisitor(`{ blogPost(slug: "${post.slug}") { title } }`);
      expect(codeOf(bySlug)).toBe('NOT_FOUND');
      const byId = await asVisitor(`{ blogPost(id: "${post.id}") { title } }`);
      expect(codeOf(byId)).toBe('NOT_FOUND');
    }
    const jobs = await asVisitor<{ openJobs: { slug: string }[] }>('{ openJobs { slug } }');
    expect(jobs.data?.openJobs.map((job) => job.slug)).not.toContain(draftJob.slug);
    expect(jobs.data?.openJobs.map((job) => job.slug)).not.toContain(scheduledJob.slug);
    const options = await asVisitor<{ jobFilterOptions: { departments: string[] } }>(
      '{ jobFilterOptions { departments } }',
    );
    expect(options.data?.jobFilterOptions.departments).not.toContain('Finance');
    const job = await asVisitor(`{ job(slug: "${draftJob.slug}") { title } }`);
    expect(codeOf(job)).toBe('NOT_FOUND');
  });

  it('keeps them out of the REST facade', async () => {
    const posts = await fetch(`${server.url}/api/v1/blog/getblog?limit=50`).then((response) =>
      response.text(),
    );
    expect(posts).not.toContain('Secret');
    const byId = await fetch(`${server.url}/api/v1/blog/getblogbyId/${draft.id}`);
    expect(byId.status).toBe(404);
    const jobs = await fetch(`${server.url}/api/v1/job/getjob`).then((response) => response.text());
    expect(jobs).not.toContain('Secret');
  });

  it('takes applications to live jobs only', async () => {
    const apply = async (jobSlug: string, phone: string) => {
      const form = new FormData();
      const fields = { jobSlug, fullName: 'Asha Verma', email: `${phone}@example.com`, phone };
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set('experience', '3 years');
      form.set(
        'resume',
        new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }),
        'cv.pdf',
      );
      const response = await fetch(`${server.url}/api/v1/job/applyjob`, {
        method: 'POST',
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    };
    expect((await apply('backend-engineer', '9811111111')).status).toBe(201);
    const refused = await apply(draftJob.slug, '9822222222');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('This job is not open for applications');
  });

  it('keeps them out of the sitemap', async () => {
    const xml = await fetch(`${server.url}/sitemap.xml`).then((response) => response.text());
    expect(xml).toContain('/blog/education/learn-postgres');
    for (const slug of [
      draft.slug,
      scheduled.slug,
      archived.slug,
      draftJob.slug,
      scheduledJob.slug,
    ]) {
      expect(xml).not.toContain(slug);
    }
  });

  it('keeps them off rendered pages: their addresses are Not Found, lists never name them', async () => {
    for (const path of [
      `/blog/education/${draft.slug}`,
      `/blog/education/${scheduled.slug}`,
      `/careers/${draftJob.slug}`,
    ]) {
      const rendered = await page(path);
      expect(rendered.status).toBe(404);
      expect(rendered.html).not.toContain('Secret');
      expect(rendered.html).not.toContain('application/ld+json');
    }
    for (const path of ['/blog/education', '/careers', '/careers/view-all-positions']) {
      expect((await page(path)).html).not.toContain('Secret');
    }
  });

  it('takes a job off the site at its closing moment', async () => {
    const closing = await createJob('Closing Soon Job', 'Design', {
      status: 'PUBLISHED',
      closesAt: new Date(Date.now() + HOUR).toISOString(),
    });
    const slugs = async () =>
      (
        await asVisitor<{ openJobs: { slug: string }[] }>('{ openJobs { slug } }')
      ).data?.openJobs.map((job) => job.slug);
    expect(await slugs()).toContain(closing.slug);
    await moveTestClock(server.url, { advanceMs: HOUR + 60_000 });
    try {
      expect(await slugs()).not.toContain(closing.slug);
      expect(codeOf(await asVisitor(`{ job(slug: "${closing.slug}") { title } }`))).toBe(
        'NOT_FOUND',
      );
    } finally {
      await moveTestClock(server.url, { reset: true });
    }
  });
});

describe('publishing rules', () => {
  it('refuses a schedule in the past or without a time, naming the field', async () => {
    const past = await asAdmin(CREATE_POST, {
      input: { title: 'Late', description: 'Too late.', category: 'SEO_BENEFITS' },
      publishing: { status: 'SCHEDULED', publishAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.errors?.[0]?.extensions?.fields).toEqual({ publishAt: 'must be in the future' });
    const none = await asAdmin(CREATE_POST, {
      input: { title: 'Late', description: 'Too late.', category: 'SEO_BENEFITS' },
      publishing: { status: 'SCHEDULED' },
    });
    expect(none.errors?.[0]?.extensions?.fields).toEqual({ publishAt: 'Choose when to publish' });
    const closing = await asAdmin(CREATE_JOB, {
      input: {
        title: 'Backwards Job',
        department: 'HR',
        location: 'Remote',
        type: 'Full-time',
        experience: '1 year',
        description: 'Closes before it opens.',
        skills: ['Time travel'],
      },
      publishing: {
        status: 'SCHEDULED',
        publishAt: new Date(Date.now() + 2 * HOUR).toISOString(),
        closesAt: new Date(Date.now() + HOUR).toISOString(),
      },
    });
    expect(closing.errors?.[0]?.extensions?.fields).toEqual({
      closesAt: 'must be after the job goes live',
    });
  });

  it('is for admins only', async () => {
    const answer = await asVisitor(SET_POST, { id: '1', input: { status: 'DRAFT' } });
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
  });

  it('goes live when the scheduler reaches the time, and the post then shows on the site', async () => {
    const post = await createPost('Launch Day Post', {
      status: 'SCHEDULED',
      publishAt: new Date(Date.now() + 2 * 60_000).toISOString(),
    });
    expect((await page(`/blog/education/${post.slug}`)).status).toBe(404);
    expect((await server.publishing.runOnce())['posts']).toEqual([]);
    await moveTestClock(server.url, { advanceMs: 3 * 60_000 });
    try {
      expect((await server.publishing.runOnce())['posts']).toEqual([Number(post.id)]);
    } finally {
      await moveTestClock(server.url, { reset: true });
    }
    const live = await page(`/blog/education/${post.slug}`);
    expect(live.status).toBe(200);
    expect(live.html).toContain('Launch Day Post');
    expect(live.html).toContain('"datePublished"');
  });
});

describe('the test clock', () => {
  it('exists only when NODE_ENV=test', async () => {
    const development = await startTestServer({ mode: 'none' }, { NODE_ENV: 'development' });
    try {
      const response = await fetch(`${development.url}/__test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 60_000 }),
      });
      expect(response.status).toBe(404);
    } finally {
      await development.close();
    }
  });
});
