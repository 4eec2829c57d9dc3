import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookBody, WebhookEventType } from '../../common/webhooks';
import { businessDay } from '../../common/workforce';
import { OutboxWorker } from '../../api/src/modules/outbox/outbox-worker';
import { WebhookEndpoint } from '../../api/src/modules/webhooks/webhook-endpoint.entity';
import { webhookSender } from '../../api/src/modules/webhooks/webhooks.public';
import { createLogger } from '../../api/src/shared/logger';
import { billingScenarios } from '../../api/src/modules/billing/billing.scenarios';
import { leadScenarios } from '../../api/src/modules/leads/leads.scenarios';
import { graphqlRequest } from '../support/graphql';
import { graphqlMultipart } from '../support/graphql-multipart';
import { postPayment, sandboxChoose } from '../support/payments';
import { DOCX_BYTES } from '../support/resume-files';
import { signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

const CREATE = `mutation ($input: WebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events enabled } }
}`;
const DELIVERIES = `query ($endpointId: ID) {
  webhookDeliveries(endpointId: $endpointId) {
    total
    items { id eventId eventType status attempts responseStatus lastError nextAttemptAt body }
  }
}`;
const REDELIVER = `mutation ($id: ID!) { redeliverWebhook(id: $id) { id status attempts } }`;
const SET_ENABLED = `mutation ($id: ID!, $enabled: Boolean!) {
  setWebhookEndpointEnabled(id: $id, enabled: $enabled) { id enabled }
}`;

interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  body: string;
}

/**
 * What a receiver runs, exactly as the API documentation shows it: the HMAC-SHA256 of
 * `${timestamp}.${raw body}` with the endpoint's secret, compared in constant time, and a
 * timestamp no older than five minutes.
 */
function verifyWebhook(rawBody: string, headers: IncomingHttpHeaders, secret: string): boolean {
  const timestamp = String(headers['webhook-timestamp']);
  const signature = String(headers['webhook-signature']);
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  const expected = `v1=${mac}`;
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return (
    fresh &&
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

let server: TestServer;
let receiver: WebhookReceiver;
let admin: SignedInStaff;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // The receiver listens on 127.0.0.1, which webhooks refuse unless this setting allows it.
  server = await startTestServer(
    { mode: 'none' },
    { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', LEAD_RATE_LIMIT: '1000' },
  );
  admin = await signInAs(server.url, server.orm, 'ADMIN');
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function registerEndpoint(path: string, events: WebhookEventType[], on = server) {
  const caller = on === server ? admin : await signInAs(on.url, on.orm, 'ADMIN');
  const answer = await graphqlRequest<{
    createWebhookEndpoint: { secret: string; endpoint: { id: string } };
  }>(on.url, CREATE, { input: { url: receiver.url(path), events } }, caller);
  const created = answer.data?.createWebhookEndpoint;
  if (!created) throw new Error(`Endpoint not registered: ${JSON.stringify(answer.errors)}`);
  return { id: created.endpoint.id, secret: created.secret };
}

async function deliveriesOf(endpointId: string): Promise<Delivery[]> {
  const answer = await graphqlRequest<{ webhookDeliveries: { items: Delivery[] } }>(
    server.url,
    DELIVERIES,
    { endpointId },
    admin,
  );
  return answer.data?.webhookDeliveries.items ?? [];
}

async function sendContactMessage(name: string, on = server): Promise<void> {
  const response = await fetch(`${on.url}/api/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...leadScenarios.contact, name }),
  });
  expect(response.status).toBe(201);
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('a delivery', () => {
  it('carries the event id, a timestamp and a signature the receiver verifies', async () => {
    const { secret } = await registerEndpoint('/signed', ['lead.created']);
    await sendContactMessage('Signed Sender');
    expect(receiver.on('/signed')).toHaveLength(0); // queued, sent by the outbox worker
    await server.outbox.runOnce();
    const [delivery] = receiver.on('/signed');
    if (!delivery) throw new Error('nothing delivered');
    expect(verifyWebhook(delivery.rawBody, delivery.headers, secret)).toBe(true);
    const body = JSON.parse(delivery.rawBody) as WebhookBody<'lead.created'>;
    expect(body).toMatchObject({
      type: 'lead.created',
      data: { name: 'Signed Sender', email: leadScenarios.contact.email, kind: 'CONTACT' },
    });
    expect(body.id).toMatch(/^evt_[\w-]{22}$/);
    expect(delivery.headers['webhook-id']).toBe(body.id);
    expect(delivery.headers['webhook-event']).toBe('lead.created');
    expect(delivery.headers['content-type']).toBe('application/json');
    // Any change to the body, or another secret, fails the check.
    const tampered = delivery.rawBody.replace('Signed Sender', 'Someone Else');
    expect(verifyWebhook(tampered, delivery.headers, secret)).toBe(false);
    expect(verifyWebhook(delivery.rawBody, delivery.headers, `${secret}x`)).toBe(false);
  });

  it('is retried with backoff after a 500, then delivered; the log shows codes and attempts', async () => {
    const { id } = await registerEndpoint('/flaky', ['job.published']);
    receiver.answerNext(500);
    const created = await graphqlRequest(
      server.url,
      `mutation { createJob(input: {
        title: "Flaky Receiver Engineer", department: "Engineering", location: "Pune",
        type: "Full-time", experience: "2 years", skills: ["Testing"], description: "Keeps receivers up"
      }) { id } }`,
      {},
      admin,
    );
    expect(created.errors).toBeUndefined();
    await server.outbox.runOnce();
    let [logged] = await deliveriesOf(id);
    expect(logged).toMatchObject({
      eventType: 'job.published',
      status: 'PENDING',
      attempts: 1,
      responseStatus: 500,
      lastError: 'The endpoint answered HTTP 500',
    });
    // Not again before the backoff (30 s) has passed.
    await server.outbox.runOnce(inSeconds(10));
    expect(receiver.on('/flaky')).toHaveLength(1);
    await server.outbox.runOnce(inSeconds(31));
    [logged] = await deliveriesOf(id);
    expect(logged).toMatchObject({ status: 'DELIVERED', attempts: 2, responseStatus: 200 });
    const [first, second] = receiver.on('/flaky');
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.rawBody).toBe(first?.rawBody);
  });

  it('is sent again on Redeliver under the same event id, so the receiver can tell a replay', async () => {
    const { id, secret } = await registerEndpoint('/replay', ['lead.created']);
    await sendContactMessage('Replayed Sender');
    await server.outbox.runOnce();
    const [logged] = await deliveriesOf(id);
    if (!logged) throw new Error('no delivery logged');
    const redelivered = await graphqlRequest<{ redeliverWebhook: { status: string } }>(
      server.url,
      REDELIVER,
      { id: logged.id },
      admin,
    );
    expect(redelivered.data?.redeliverWebhook.status).toBe('PENDING');
    await server.outbox.runOnce();
    const [original, replay] = receiver.on('/replay');
    expect(replay?.headers['webhook-id']).toBe(original?.headers['webhook-id']);
    expect(replay && verifyWebhook(replay.rawBody, replay.headers, secret)).toBe(true);
    const seen = new Set(receiver.on('/replay').map((request) => request.headers['webhook-id']));
    expect(seen.size).toBe(1);
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'DELIVERED', attempts: 1 });
  });
});

describe('two workers sending at once', () => {
  it('deliver each event to each endpoint exactly once', async () => {
    await registerEndpoint('/once-a', ['lead.created']);
    await registerEndpoint('/once-b', ['lead.created']);
    for (let n = 1; n <= 6; n += 1) await sendContactMessage(`Once ${n}`);
    // A second server's worker on the same database, with small batches so both get some.
    const settings = { allowPrivateAddresses: true, timeoutMs: 5000 };
    const worker = () =>
      new OutboxWorker({
        orm: server.orm,
        logger: createLogger('silent'),
        providers: { WEBHOOK: webhookSender(server.orm, settings) },
        maxAttempts: 3,
        pollMs: 0,
        batchSize: 2,
      });
    const drain = async (each: OutboxWorker) => {
      while (Object.values(await each.runOnce()).some((count) => count > 0));
    };
    await Promise.all([drain(worker()), drain(worker())]);
    for (const path of ['/once-a', '/once-b']) {
      const ids = receiver.on(path).map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
    }
  });
});

describe('an endpoint that does not answer', () => {
  it('is given up on after the timeout, and the delivery is retried later', async () => {
    const silent = createServer(() => undefined); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const { id } = await registerEndpoint('/silent', ['post.published']);
      const em = server.orm.em.fork();
      await em.nativeUpdate(
        WebhookEndpoint,
        { id: Number(id) },
        { url: `http://127.0.0.1:${port}/` },
      );
      const created = await graphqlRequest(
        server.url,
        `mutation { createBlogPost(input: { title: "Nobody listens", description: "x", category: SEO_BENEFITS }) { id } }`,
        {},
        admin,
      );
      expect(created.errors).toBeUndefined();
      const worker = new OutboxWorker({
        orm: server.orm,
        logger: createLogger('silent'),
        providers: {
          WEBHOOK: webhookSender(server.orm, { allowPrivateAddresses: true, timeoutMs: 300 }),
        },
        maxAttempts: 3,
        pollMs: 0,
      });
      const started = Date.now();
      expect(await worker.runOnce()).toMatchObject({ retrying: 1 });
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await deliveriesOf(id))[0]).toMatchObject({
        status: 'PENDING',
        responseStatus: null,
        lastError: 'No answer within 300 ms',
      });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('a disabled endpoint', () => {
  it('receives nothing: neither new events nor ones queued before it was disabled', async () => {
    const { id } = await registerEndpoint('/disabled', ['lead.created']);
    await sendContactMessage('Queued Before Disabling');
    const disabled = await graphqlRequest(server.url, SET_ENABLED, { id, enabled: false }, admin);
    expect(disabled.errors).toBeUndefined();
    await sendContactMessage('Sent While Disabled');
    await server.outbox.runOnce();
    expect(receiver.on('/disabled')).toHaveLength(0);
    const log = await deliveriesOf(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      status: 'FAILED',
      lastError: 'The endpoint is disabled: not sent',
    });
    const refused = await graphqlRequest(server.url, REDELIVER, { id: log[0]?.id }, admin);
    expect(refused.errors?.[0]?.message).toBe(
      'The endpoint is disabled: enable it before redelivering',
    );
  });
});

describe('private addresses, by default', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer();
  });
  afterAll(() => strict.close());

  it('are refused when an endpoint is registered', async () => {
    const strictAdmin = await signInAs(strict.url, strict.orm, 'ADMIN');
    for (const url of ['http://127.0.0.1:9/hook', 'http://[::1]/hook', 'http://localhost/hook']) {
      const answer = await graphqlRequest(
        strict.url,
        CREATE,
        { input: { url, events: ['lead.created'] } },
        strictAdmin,
      );
      expect(answer.errors?.[0]?.extensions?.fields?.['url'], url).toMatch(
        /^URL must be a public address/,
      );
    }
    expect(await strict.orm.em.fork().count(WebhookEndpoint)).toBe(0);
  });

  it('are refused when a delivery is attempted, whatever the endpoint was registered as', async () => {
    // An endpoint stored while the setting allowed it (or a name that now resolves inward).
    const em = strict.orm.em.fork();
    em.create(WebhookEndpoint, {
      url: receiver.url('/inward'),
      events: ['lead.created'],
      secret: 'whsec_test',
      enabled: true,
      description: null,
      createdBy: null,
    });
    await em.flush();
    await sendContactMessage('Inward Sender', strict);
    await strict.outbox.runOnce();
    expect(receiver.on('/inward')).toHaveLength(0);
    const strictAdmin = await signInAs(strict.url, strict.orm, 'ADMIN');
    const answer = await graphqlRequest<{ webhookDeliveries: { items: Delivery[] } }>(
      strict.url,
      DELIVERIES,
      {},
      strictAdmin,
    );
    expect(answer.data?.webhookDeliveries.items[0]).toMatchObject({
      status: 'FAILED',
      responseStatus: null,
      lastError: expect.stringMatching(
        /^Refused: 127\.0\.0\.1 is 127\.0\.0\.1, a loopback address/,
      ) as unknown,
    });
  });
});

describe('the events', () => {
  it('are announced from where each thing happens', async () => {
    const { id } = await registerEndpoint('/all', [
      'lead.created',
      'application.created',
      'application.status_changed',
      'order.paid',
      'task.outcome_reported',
      'post.published',
      'job.published',
    ]);
    await sendContactMessage('Every Event');
    const job = await graphqlRequest<{ createJob: { id: string; slug: string } }>(
      server.url,
      `mutation { createJob(input: {
        title: "Product Designer", department: "Design", location: "Remote",
        type: "Full-time", experience: "3 years", skills: ["Testing"], description: "Designs"
      }) { id slug } }`,
      {},
      admin,
    );
    const jobId = job.data?.createJob.id;
    await graphqlRequest(
      server.url,
      `mutation { setJobOpen(id: "${jobId}", open: false) { id } }`,
      {},
      admin,
    );
    await graphqlRequest(
      server.url,
      `mutation { setJobOpen(id: "${jobId}", open: true) { id } }`,
      {},
      admin,
    );
    const applied = await graphqlMultipart<{ applyToJob: { id: string } }>(
      server.url,
      `mutation ($input: JobApplicationInput!, $resume: Upload!) { applyToJob(input: $input, resume: $resume) { id } }`,
      {
        input: {
          jobSlug: job.data?.createJob.slug,
          fullName: 'Nisha Rao',
          email: 'nisha@example.in',
          phone: '9876501234',
          experience: '3 years',
        },
        resume: null,
      },
      { resume: { bytes: DOCX_BYTES, filename: 'cv.docx' } },
    );
    expect(applied.errors).toBeUndefined();
    await graphqlRequest(
      server.url,
      `mutation ($id: ID!) { reviewJobApplication(id: $id, status: SHORTLISTED) { id } }`,
      { id: applied.data?.applyToJob.id },
      admin,
    );
    await graphqlRequest(
      server.url,
      `mutation { createBlogPost(input: { title: "Webhooks are here", description: "Signed", category: REGULAR_UPDATE }) { id } }`,
      {},
      admin,
    );
    const order = await postPayment(server.url, billingScenarios.buyNow(10000));
    await sandboxChoose(server.url, order.body.url ?? '', 'pay');
    const marketing = await signInAs(server.url, server.orm, 'MARKETING');
    // The original field form's report, naming no task.
    const report = {
      companyName: 'Gupta Hardware',
      name: 'Sunil Gupta',
      mobile: '+91 98100 77777',
      currentLocation: 'Lajpat Nagar',
      rejectRegions: 'South',
      date: businessDay(),
    };
    const reported = await fetch(`${server.url}/api/rejected-task`, {
      method: 'POST',
      headers: { authorization: `Bearer ${marketing.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    expect(reported.status).toBe(201);

    await server.outbox.runOnce();
    const types = receiver.on('/all').map((request) => request.headers['webhook-event']);
    expect([...types].sort()).toEqual([
      'application.created',
      'application.status_changed',
      'job.published',
      'job.published',
      'lead.created',
      'order.paid',
      'post.published',
      'task.outcome_reported',
    ]);
    const bodies = receiver.on('/all').map((request) => JSON.parse(request.rawBody) as WebhookBody);
    expect(bodies.find((body) => body.type === 'application.status_changed')?.data).toMatchObject({
      fullName: 'Nisha Rao',
      previousStatus: 'NEW',
      status: 'SHORTLISTED',
    });
    expect(bodies.find((body) => body.type === 'order.paid')?.data).toMatchObject({
      amountPaise: 1_000_000,
      isTest: true,
    });
    expect(bodies.find((body) => body.type === 'post.published')?.data).toMatchObject({
      title: 'Webhooks are here',
      path: expect.stringMatching(/^\/blog\/.+\/webhooks-are-here$/) as unknown,
    });
    expect(await deliveriesOf(id)).toHaveLength(8);
  });
});

describe('lead.created and spam', () => {
  const RESTORE = `mutation ($id: ID!) { restoreLead(id: $id) { id status } }`;
  const MARK = `mutation ($id: ID!) { markLeadAsSpam(id: $id) { id status } }`;

  async function sendFormAndGetId(body: Record<string, unknown>): Promise<string> {
    const response = await fetch(`${server.url}/api/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...leadScenarios.contact, ...body }),
    });
    expect(response.status).toBe(201);
    return String(((await response.json()) as { id: number }).id);
  }

  const leadIdsAt = (path: string) =>
    receiver
      .on(path)
      .map((request) => JSON.parse(request.rawBody) as WebhookBody<'lead.created'>)
      .map((body) => String(body.data.id));

  it('is not announced for spam, and is announced once when the spam is restored', async () => {
    await registerEndpoint('/spam', ['lead.created']);
    const spamId = await sendFormAndGetId({ name: 'Honeypot Bot', website: 'spam.example' });
    await server.outbox.runOnce();
    expect(leadIdsAt('/spam')).toEqual([]);

    const restored = await graphqlRequest(server.url, RESTORE, { id: spamId }, admin);
    expect(restored.errors).toBeUndefined();
    await server.outbox.runOnce();
    expect(leadIdsAt('/spam')).toEqual([spamId]);
  });

  it('is not announced again when staff mark a lead as spam and restore it', async () => {
    await registerEndpoint('/marked', ['lead.created']);
    const id = await sendFormAndGetId({ name: 'Real Person' });
    await graphqlRequest(server.url, MARK, { id }, admin);
    await graphqlRequest(server.url, RESTORE, { id }, admin);
    await server.outbox.runOnce();
    expect(leadIdsAt('/marked')).toEqual([id]);
  });
});

describe('post.published and job.published', () => {
  it('are announced when a post or job goes live, never when a draft or a schedule is saved', async () => {
    await registerEndpoint('/live', ['post.published', 'job.published']);
    const post = await graphqlRequest<{ createBlogPost: { id: string } }>(
      server.url,
      `mutation { createBlogPost(input: { title: "Drafted first", description: "Not yet", category: REGULAR_UPDATE }, publishing: { status: DRAFT }) { id } }`,
      {},
      admin,
    );
    expect(post.errors).toBeUndefined();
    const later = new Date(Date.now() + 60 * 60_000);
    const job = await graphqlRequest<{ createJob: { id: string } }>(
      server.url,
      `mutation ($publishAt: DateTimeISO!) { createJob(input: {
        title: "Scheduled Tester", department: "Design", location: "Remote",
        type: "Full-time", experience: "3 years", skills: ["Testing"], description: "Tests"
      }, publishing: { status: SCHEDULED, publishAt: $publishAt }) { id } }`,
      { publishAt: later.toISOString() },
      admin,
    );
    expect(job.errors).toBeUndefined();
    await server.outbox.runOnce();
    expect(receiver.on('/live')).toHaveLength(0);

    const published = await graphqlRequest(
      server.url,
      `mutation ($id: ID!) { setBlogPostPublishing(id: $id, input: { status: PUBLISHED }) { id } }`,
      { id: post.data?.createBlogPost.id },
      admin,
    );
    expect(published.errors).toBeUndefined();
    await server.publishing.runOnce(new Date(later.getTime() + 60_000));
    // A second round finds nothing due: the job is announced once.
    await server.publishing.runOnce(new Date(later.getTime() + 120_000));
    await server.outbox.runOnce();
    const bodies = receiver
      .on('/live')
      .map((request) => JSON.parse(request.rawBody) as WebhookBody);
    expect(bodies.map((body) => [body.type, (body.data as { title?: string }).title])).toEqual(
      expect.arrayContaining([
        ['post.published', 'Drafted first'],
        ['job.published', 'Scheduled Tester'],
      ]),
    );
    expect(bodies).toHaveLength(2);
  });
});
