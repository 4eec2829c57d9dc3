import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadScenarios } from '../../api/src/modules/leads/leads.scenarios';
import { DEMO_STAFF_PASSWORD } from '../../api/src/modules/staff/staff.demo';
import { startFakeWhatsapp, type FakeWhatsapp } from '../support/fake-whatsapp';
import { graphqlRequest } from '../support/graphql';
import { graphqlMultipart } from '../support/graphql-multipart';
import { postPayment, sandboxChoose } from '../support/payments';
import { PDF_BYTES } from '../support/resume-files';
import {
  startRoundRobinProxy,
  UPSTREAM_HEADER,
  type RoundRobinProxy,
} from '../support/round-robin-proxy';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { PNG_BYTES } from '../support/sample-files';
import { startServerCluster, type ServerCluster } from '../support/server-cluster';

const SERVERS = 3;
const LEAD_RATE_LIMIT = 4;
const APPLICATIONS = 30;
/** What one job application queues: the applicant's two confirmations and the hiring e-mail. */
const APPLICATION_TEMPLATES = ['jobapply', 'applicationReceived', 'jobApplication'];
/** Who the proxy says the client is (X-Forwarded-For): one test speaks for many visitors. */
const CLIENT_HEADER = 'x-test-client-address';
const ADMIN = { email: 'admin@example.com', password: DEMO_STAFF_PASSWORD };
const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

/** What the closing note reports, printed once at the end whatever passed. */
const figures: Record<string, unknown> = {};

// Several servers share a database only on PostgreSQL. CI always sets TEST_DATABASE_URL.
it.runIf(!onPostgres && process.env['CI'])('runs the cluster checks in CI', () => {
  expect(onPostgres, 'TEST_DATABASE_URL must be set in CI').toBe(true);
});

describe.runIf(onPostgres)('three servers behind one round-robin address', () => {
  let s3: TestS3Server;
  let whatsapp: FakeWhatsapp;
  let cluster: ServerCluster;
  let proxy: RoundRobinProxy;
  let adminToken: string;

  beforeAll(async () => {
    // A slow provider keeps every server's outbox worker busy at the same time.
    [s3, whatsapp] = await Promise.all([startS3Server(), startFakeWhatsapp({ delayMs: 30 })]);
    cluster = await startServerCluster(SERVERS, {
      ...s3.appEnv(),
      DEMO_CONTENT: 'true',
      // What every server behind one address must share.
      SESSION_SECRET: 'one-session-secret-for-all-servers-0123456789',
      PAYMENT_SANDBOX_SECRET: 'one-sandbox-secret-for-all-servers-0123456789',
      SSR_CACHE_TTL_MS: '30000',
      LEAD_RATE_LIMIT: String(LEAD_RATE_LIMIT),
      APPLY_RATE_LIMIT: '1000',
      OUTBOX_POLL_MS: '200',
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_LICENCE: 'LIC-1',
      WHATSAPP_API_KEY: 'key-1',
      // Long enough for the proxy's readiness checks to take a stopping server out of rotation.
      SHUTDOWN_DRAIN_DELAY_MS: '1000',
      SHUTDOWN_GRACE_MS: '20000',
    });
    proxy = await startRoundRobinProxy({
      upstreams: cluster.servers.map((server) => server.url),
      clientAddressHeader: CLIENT_HEADER,
      readiness: { path: '/readyz', intervalMs: 100 },
    });
  });
  afterAll(async () => {
    console.log('cluster figures', JSON.stringify(figures, null, 2));
    await proxy.close();
    await cluster.close();
    await Promise.all([s3.close(), whatsapp.close()]);
  });

  /** Which server (its index) the proxy sent a request to. */
  const upstreamOf = (response: { headers: Headers }) =>
    Number(response.headers.get(UPSTREAM_HEADER));

  it('(a) all start together on one empty database and are ready', async () => {
    const statuses = await Promise.all(
      cluster.servers.map(async (server) => (await fetch(`${server.url}/readyz`)).status),
    );
    figures['starts ok'] = `${statuses.filter((status) => status === 200).length}/${SERVERS}`;
    expect(statuses).toEqual([200, 200, 200]);
  });

  it('(b) a session from one sign-in is honoured by every server', async () => {
    const login = await fetch(`${proxy.url}/api/v1/userAdmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token?: string };
    adminToken = token ?? '';
    const answers = [];
    for (let i = 0; i < SERVERS * 2; i++) {
      answers.push(
        await graphqlRequest<{ me: { email: string } | null }>(
          proxy.url,
          '{ me { email } }',
          {},
          { token: adminToken },
        ),
      );
    }
    const served = answers.filter((answer) => answer.data?.me?.email === ADMIN.email);
    figures['session honoured'] = `${served.length}/${answers.length} requests`;
    expect(login.status).toBe(200);
    expect(new Set(answers.map(upstreamOf))).toEqual(new Set([0, 1, 2]));
    for (const answer of answers) expect(answer.data).toEqual({ me: { email: ADMIN.email } });
  });

  it('(c) an image uploaded through one server is served by every server', async () => {
    const created = await graphqlMultipart<{ createBlogPost: { image: string } }>(
      proxy.url,
      'mutation ($input: BlogPostInput!, $image: Upload) { createBlogPost(input: $input, image: $image) { image } }',
      {
        input: { title: 'One Bucket', description: 'Shared.', category: 'REGULAR_UPDATE' },
        image: null,
      },
      { image: { bytes: PNG_BYTES, filename: 'cover.png', type: 'image/png' } },
      { token: adminToken },
    );
    const image = created.data?.createBlogPost.image ?? '';
    expect(image).toMatch(/^\/media\/\d+\.png$/);
    const fetches = [];
    for (let i = 0; i < SERVERS; i++) {
      const response = await fetch(`${proxy.url}${image}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      fetches.push({
        status: response.status,
        same: bytes.equals(PNG_BYTES),
        by: upstreamOf(response),
      });
    }
    figures['image fetches served'] =
      `${fetches.filter((f) => f.status === 200 && f.same).length}/${SERVERS}`;
    expect(new Set(fetches.map((f) => f.by))).toEqual(new Set([0, 1, 2]));
    expect(fetches.map(({ status, same }) => ({ status, same }))).toEqual(
      Array.from({ length: SERVERS }, () => ({ status: 200, same: true })),
    );
  });

  it('(d) one visitor gets exactly LEAD_RATE_LIMIT enquiries accepted, whichever server', async () => {
    const statuses = [];
    for (let i = 0; i < LEAD_RATE_LIMIT + 5; i++) {
      const response = await postContact({ email: `limit-${i}@example.in` }, '203.0.113.9');
      statuses.push(response.status);
    }
    const accepted = statuses.filter((status) => status === 201).length;
    figures['enquiries accepted'] =
      `${accepted} of ${LEAD_RATE_LIMIT + 5} (limit ${LEAD_RATE_LIMIT})`;
    expect(statuses).toEqual([
      ...Array.from({ length: LEAD_RATE_LIMIT }, () => 201),
      ...Array.from({ length: 5 }, () => 429),
    ]);
  });

  it('(e) a sandbox checkout completes whichever server each step reaches', async () => {
    const started = Date.now();
    const created = await postPayment(proxy.url, {
      name: 'Priya Sharma',
      mobileNumber: '9876543210',
      amount: 10000,
    });
    const reference = created.body.reference ?? '';
    const page = await fetch(`${proxy.url}${created.body.url ?? ''}`);
    const pageText = await page.text();
    const chosen = await sandboxChoose(proxy.url, created.body.url ?? '', 'pay');
    const paidAfter = await pollUntil(
      async () => (await paymentStatus(reference)) === 'PAID',
      5000,
    );
    figures['checkout'] = {
      page: page.status,
      pay: chosen.status,
      status: await paymentStatus(reference),
      msToPaid: paidAfter === undefined ? 'not within 5 s' : Date.now() - started,
    };
    expect(created.status).toBe(200);
    expect({ status: page.status, showsOrder: pageText.includes(reference) }).toEqual({
      status: 200,
      showsOrder: true,
    });
    expect(chosen).toEqual({ status: 303, location: `/success?ref=${reference}` });
    expect(await paymentStatus(reference)).toBe('PAID');
  });

  it('(f) a blog edit shows on every server’s rendered page within 2 s', async () => {
    const post = await educationPost();
    const pages = await Promise.all(cluster.servers.map((server) => renderedBlog(server.url)));
    expect(pages.every((html) => html.includes(post.title))).toBe(true);

    const newTitle = `Picking a Stack, Edited ${Date.now()}`;
    const edited = await graphqlRequest(
      proxy.url,
      'mutation ($id: ID!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { title } }',
      {
        id: post.id,
        input: { title: newTitle, description: post.description, category: post.category },
      },
      { token: adminToken },
    );
    expect(edited.data).toEqual({ updateBlogPost: { title: newTitle } });
    const editedAt = Date.now();
    const shownAfter = await Promise.all(
      cluster.servers.map((server) =>
        pollUntil(async () => (await renderedBlog(server.url)).includes(newTitle), 2000),
      ),
    );
    figures['blog edit shown after (ms, per server)'] = shownAfter.map((done) =>
      done === undefined ? 'stale after 2 s' : done - editedAt,
    );
    expect(shownAfter.map((done) => done !== undefined)).toEqual([true, true, true]);
  });

  it('(g) applications through every server give each notification exactly once', async () => {
    const phones = Array.from(
      { length: APPLICATIONS },
      (_, i) => `97${String(i).padStart(8, '0')}`,
    );
    const statuses = await Promise.all(phones.map((phone, i) => apply(phone, `192.0.2.${i + 1}`)));
    expect(statuses, proxy.failures().join('; ')).toEqual(phones.map(() => 201));

    const expected = phones.map((phone) => `91${phone}`).sort();
    // Earlier steps' enquiries and payment queued alerts and a receipt of their own.
    const applicationMessages = async () =>
      (await outboxMessages()).filter((m) => APPLICATION_TEMPLATES.includes(m.template));
    const confirmations = () => whatsapp.calls.filter((call) => call.template === 'jobapply');
    const delivered = () =>
      confirmations()
        .filter((call) => call.status === 200)
        .map((call) => call.contact ?? '');
    await pollUntil(async () => {
      const messages = await applicationMessages();
      return delivered().length >= APPLICATIONS && messages.every((m) => m.status === 'SENT');
    }, 20_000);
    const messages = await applicationMessages();
    figures['notifications'] = {
      whatsappDelivered: `${new Set(delivered()).size}/${APPLICATIONS}`,
      duplicates: confirmations().length - new Set(confirmations().map((c) => c.contact)).size,
      outboxSent: `${messages.filter((m) => m.status === 'SENT').length}/${messages.length}`,
    };
    expect(delivered().sort()).toEqual(expected);
    expect(confirmations()).toHaveLength(APPLICATIONS);
    // The applicant's WhatsApp and e-mail confirmations, and the hiring team's e-mail.
    expect(messages).toHaveLength(APPLICATIONS * 3);
    expect(messages.filter((m) => m.status !== 'SENT' || m.attempts !== 1)).toEqual([]);
  });

  it('(h) a server stopped with SIGTERM under load loses no acknowledged request and exits 0', async () => {
    const stopping = cluster.servers[2];
    if (!stopping) throw new Error('no third server');
    const load = startLoad(4);
    await pollUntil(() => Promise.resolve(load.servedBy(2) >= 5), 10_000);
    stopping.process.child.kill('SIGTERM');
    const code = await stopping.process.exited;
    const servedAfterExit = load.answered();
    await pollUntil(() => Promise.resolve(load.answered() >= servedAfterExit + 20), 10_000);
    const outcome = await load.stop();
    const stored = await storedLeads(outcome.acknowledged);
    const lost = outcome.acknowledged.filter((email) => stored.get(email) !== 1);
    figures['SIGTERM'] = {
      exitCode: code,
      answered: outcome.statuses.length,
      byServer: [0, 1, 2].map((index) => load.servedBy(index)),
      failedAnswers: outcome.statuses.filter((status) => status !== 201).length,
      clientErrors: outcome.errors,
      proxyRetries: proxy.retried(),
      acknowledgedLostOrDoubled: lost.length,
    };
    expect(load.servedBy(2)).toBeGreaterThanOrEqual(5);
    expect(outcome.statuses.filter((status) => status !== 201)).toEqual([]);
    expect(outcome.errors).toBe(0);
    expect(lost).toEqual([]);
    expect(code).toBe(0);
  });

  // Helpers -------------------------------------------------------------------------------

  function postContact(fields: Record<string, string>, client: string): Promise<Response> {
    return fetch(`${proxy.url}/api/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_HEADER]: client },
      body: JSON.stringify({ ...leadScenarios.contact, ...fields }),
    });
  }

  async function paymentStatus(reference: string): Promise<string | undefined> {
    const answer = await graphqlRequest<{ paymentResult: { status: string } | null }>(
      proxy.url,
      'query ($reference: String!) { paymentResult(reference: $reference) { status } }',
      { reference },
    );
    return answer.data?.paymentResult?.status;
  }

  interface AdminPost {
    id: string;
    title: string;
    description: string;
    category: string;
  }

  /** A demo post listed on /blog/education. */
  async function educationPost(): Promise<AdminPost> {
    const answer = await graphqlRequest<{ adminBlogPosts: { items: AdminPost[] } }>(
      proxy.url,
      '{ adminBlogPosts(limit: 50) { items { id title description category } } }',
      {},
      { token: adminToken },
    );
    const post = answer.data?.adminBlogPosts.items.find(
      (item) => item.category === 'EDUCATIONAL_CONTENT',
    );
    if (!post) throw new Error('no educational post in the demo content');
    return post;
  }

  async function renderedBlog(serverUrl: string): Promise<string> {
    const response = await fetch(`${serverUrl}/blog/education`);
    expect(response.status).toBe(200);
    return response.text();
  }

  async function apply(phone: string, client: string): Promise<number> {
    const form = new FormData();
    const fields = {
      fullName: 'Asha Rao',
      email: `applicant-${phone}@example.com`,
      phone,
      experience: '3 years',
      portfolio: 'https://asha.example.com',
      jobSlug: 'senior-full-stack-developer',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('resume', new Blob([new Uint8Array(PDF_BYTES)]), 'cv.pdf');
    const response = await fetch(`${proxy.url}/api/v1/job/applyjob`, {
      method: 'POST',
      headers: { [CLIENT_HEADER]: client },
      body: form,
    });
    await response.arrayBuffer();
    return response.status;
  }

  async function outboxMessages(): Promise<
    { template: string; status: string; attempts: number }[]
  > {
    const answer = await graphqlRequest<{
      outboxMessages: { items: { template: string; status: string; attempts: number }[] };
    }>(
      proxy.url,
      '{ outboxMessages(limit: 100) { items { template status attempts } } }',
      {},
      { token: adminToken },
    );
    return answer.data?.outboxMessages.items ?? [];
  }

  /** Enquiries sent through the proxy by `clients` visitors, each waiting for its answer. */
  function startLoad(clients: number) {
    let running = true;
    const statuses: number[] = [];
    const acknowledged: string[] = [];
    const servedBy = [0, 0, 0];
    let errors = 0;
    const client = async (id: number) => {
      for (let n = 0; running; n++) {
        const email = `load-${id}-${n}@example.in`;
        // A new address for every enquiry: the rate limit is not what is measured here.
        const address = `10.${id}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
        try {
          const response = await postContact({ email }, address);
          await response.arrayBuffer();
          statuses.push(response.status);
          servedBy[upstreamOf(response)] = (servedBy[upstreamOf(response)] ?? 0) + 1;
          if (response.status === 201) acknowledged.push(email);
        } catch {
          errors += 1;
        }
      }
    };
    const done = Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
    return {
      answered: () => statuses.length,
      servedBy: (index: number) => servedBy[index] ?? 0,
      stop: async () => {
        running = false;
        await done;
        return { statuses, acknowledged, errors };
      },
    };
  }

  /** How many rows the database holds for each of the e-mails. */
  async function storedLeads(emails: string[]): Promise<Map<string, number>> {
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string; count: string }>(
        'select email, count(*) from lead where email = any($1) group by email',
        [emails],
      );
      return new Map(rows.map((row) => [row.email, Number(row.count)]));
    } finally {
      await client.end();
    }
  }
});

/** Checks until `done` holds or `timeoutMs` passes; answers when it held, or undefined. */
async function pollUntil(
  done: () => Promise<boolean>,
  timeoutMs: number,
): Promise<number | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return Date.now();
    await sleep(50);
  }
  return undefined;
}
