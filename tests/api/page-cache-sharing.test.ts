import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import { graphqlRequest } from '../support/graphql';
import { startPageServerProcess, type PageServerProcess } from '../support/page-server';
import { signInAs } from '../support/staff';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

const CLOSE_JOB = `mutation ($id: ID!) { setJobOpen(id: $id, open: false) { isOpen } }`;
const UPDATE = `mutation ($id: ID!, $input: BlogPostInput!) {
  updateBlogPost(id: $id, input: $input) { title }
}`;

async function pageStatus(url: string): Promise<{ status: number; cache: string | null }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  await response.body?.cancel();
  return { status: response.status, cache: response.headers.get('x-page-cache') };
}

/** The post titles a blog list page shows, and whether it came from the page cache. */
async function blogList(url: string): Promise<{ titles: string[]; cache: string | null }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const titles = [...html.matchAll(/class="blog-card__title">([^<]*)</g)].map((match) => match[1]);
  return {
    titles: titles.filter((title) => title !== undefined),
    cache: response.headers.get('x-page-cache'),
  };
}

// Two servers behind one load balancer: A in this process, B in a child process with a page
// cache that keeps pages for 30 seconds. Only PostgreSQL connects them.
describe.runIf(process.env['TEST_DATABASE_URL'])('two servers on one PostgreSQL database', () => {
  // Unset when starting failed part way: afterAll closes what was started.
  let database: TestDatabase | undefined;
  let serverA: TestServer | undefined;
  let serverB: PageServerProcess | undefined;
  let postId: number;
  let jobId: number;

  beforeAll(async () => {
    const shared = await createTestDatabase();
    database = shared;
    const a = await startTestServer({ mode: 'none' }, {}, { sharedDatabase: shared });
    serverA = a;
    const [post] = await seedBlogScenario(a.orm, blogScenarios.standard);
    postId = post?.id ?? 0;
    const [job] = await seedCareersScenario(a.orm, careersScenarios.standard);
    jobId = job?.id ?? 0;
    serverB = await startPageServerProcess(shared, { SSR_CACHE_TTL_MS: '30000' });
  }, 120_000);
  afterAll(async () => {
    await serverB?.close();
    await serverA?.close();
    await database?.drop();
  });

  it("a blog edit made on server A shows on server B's cached page within 2 seconds", async () => {
    if (!serverA || !serverB) throw new Error('the servers did not start');
    const blogPage = `${serverB.pagesUrl}/blog/education`;
    expect((await blogList(blogPage)).titles).toContain('Learn PostgreSQL');
    const cached = await blogList(blogPage);
    expect(cached.cache).toBe('hit');

    const admin = await signInAs(serverA.url, serverA.orm, 'ADMIN');
    const answer = await graphqlRequest(
      serverA.url,
      UPDATE,
      {
        id: String(postId),
        input: {
          title: 'Learn PostgreSQL on Many Servers',
          description: 'Relational databases keep business data consistent.',
          category: 'EDUCATIONAL_CONTENT',
        },
      },
      { token: admin.token },
    );
    expect(answer.errors).toBeUndefined();

    await expect
      .poll(async () => (await blogList(blogPage)).titles, { timeout: 2000, interval: 100 })
      .toContain('Learn PostgreSQL on Many Servers');
  });

  it("closing a job on server A takes its page off server B's cache within 2 seconds", async () => {
    if (!serverA || !serverB) throw new Error('the servers did not start');
    const jobPage = `${serverB.pagesUrl}/careers/backend-engineer`;
    expect(await pageStatus(jobPage)).toEqual({ status: 200, cache: null });
    expect(await pageStatus(jobPage)).toEqual({ status: 200, cache: 'hit' });

    const admin = await signInAs(serverA.url, serverA.orm, 'ADMIN');
    const answer = await graphqlRequest(
      serverA.url,
      CLOSE_JOB,
      { id: String(jobId) },
      { token: admin.token },
    );
    expect(answer.errors).toBeUndefined();

    await expect
      .poll(async () => (await pageStatus(jobPage)).status, { timeout: 2000, interval: 100 })
      .toBe(404);
  });
});
