import { createHmac } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingScenarios,
  countOrders as countOrdersIn,
  eventKinds as eventKindsIn,
  orderOf as orderIn,
} from '../../api/src/modules/billing/billing.scenarios';
import { Order } from '../../api/src/modules/billing/order.entity';
import { graphqlRequest } from '../support/graphql';
import {
  postPayment as postPaymentTo,
  sandboxChoose as sandboxChooseAt,
} from '../support/payments';
import { startTestServer, type TestServer } from '../support/test-server';

const SANDBOX_SECRET = 'sandbox-secret-for-tests-0123456789abcdef';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mode: 'none' }, { PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET });
});
afterAll(() => server.close());

const postPayment = (body: unknown, headers: Record<string, string> = {}) =>
  postPaymentTo(server.url, body, headers);
const sandboxChoose = (checkoutPath: string, outcome: 'pay' | 'fail') =>
  sandboxChooseAt(server.url, checkoutPath, outcome);

const { buyer, buyNow } = billingScenarios;

const orderOf = (reference: string) => orderIn(server.orm, reference);
const eventKinds = (reference: string) => eventKindsIn(server.orm, reference);
const countOrders = () => countOrdersIn(server.orm);

function signedCallback(report: Record<string, unknown>, secret = SANDBOX_SECRET) {
  const body = JSON.stringify(report);
  return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
}
async function postCallback(body: string, signature: string) {
  const response = await fetch(`${server.url}/api/v1/payment/callback/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function paymentResult(reference: string) {
  const answer = await graphqlRequest<{ paymentResult: Record<string, unknown> }>(
    server.url,
    'query R($reference: String!) { paymentResult(reference: $reference) { reference plan cycle amountPaise status } }',
    { reference },
  );
  return answer.data?.paymentResult;
}

describe('POST /api/v1/payment/create-payment', () => {
  it('prices the order from the plan the amount names and answers the checkout url', async () => {
    const answer = await postPayment(buyNow(10000));
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.url).toMatch(/^\/api\/v1\/payment\/sandbox\/ORD[A-Z2-7]{16}$/);
    const order = await orderOf(answer.body.reference ?? '');
    expect(order).toMatchObject({
      plan: 'business',
      cycle: 'yearly',
      amountPaise: 1_000_000,
      status: 'PENDING',
    });
    expect(await eventKinds(order.reference)).toEqual(['CREATED', 'REDIRECTED']);
  });

  it('refuses an amount that is no plan’s price, storing nothing', async () => {
    const before = await countOrders();
    for (const amount of [1, 9999, -10000, 10000.5]) {
      const answer = await postPayment(buyNow(amount));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        error: 'Amount does not match the price of any plan',
      });
    }
    const wrongType = await postPayment({ ...buyer, amount: '10000' });
    expect(wrongType.body.success).toBe(false);
    expect(wrongType.body.error).toContain('amount');
    expect(await countOrders()).toBe(before);
  });

  it('refuses a missing or bad name and mobile with a message naming the field', async () => {
    const before = await countOrders();
    const cases: [Record<string, unknown>, string][] = [
      [{ mobileNumber: '9876543210', amount: 800 }, 'Name is required'],
      [{ name: 'A', mobileNumber: '9876543210', amount: 800 }, 'at least 2 characters'],
      [{ name: 'x'.repeat(201), mobileNumber: '9876543210', amount: 800 }, 'at most 200'],
      [{ name: 'Priya', amount: 800 }, 'Mobile number is required'],
      [{ name: 'Priya', mobileNumber: '12345', amount: 800 }, 'valid 10-digit mobile'],
      [{ name: 'Priya', mobileNumber: '98765432101', amount: 800 }, 'valid 10-digit mobile'],
      [{ name: 'Priya', mobileNumber: 9876543210, amount: 800 }, 'must be text'],
      [{ name: 'Priya', mobileNumber: "9876'; drop table", amount: 800 }, 'valid 10-digit mobile'],
    ];
    for (const [body, message] of cases) {
      const answer = await postPayment(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error).toContain(message);
    }
    expect(await countOrders()).toBe(before);
  });

  it('answers a double click with the same Idempotency-Key with one order', async () => {
    const before = await countOrders();
    const headers = { 'idempotency-key': 'click-0001-abcdef' };
    const [first, second] = await Promise.all([
      postPayment(buyNow(800), headers),
      postPayment(buyNow(800), headers),
    ]);
    expect(first.body.success && second.body.success).toBe(true);
    expect(second.body.url).toBe(first.body.url);
    const third = await postPayment(buyNow(800), headers);
    expect(third.body.url).toBe(first.body.url);
    expect(await countOrders()).toBe(before + 1);

    const reused = await postPayment(buyNow(1200), headers);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toContain('already used');
  });
});

describe('createPayment mutation', () => {
  const mutation =
    'mutation P($input: PaymentInput!) { createPayment(input: $input) { reference url } }';

  it('answers the checkout url for a plan and cycle, priced on the server', async () => {
    const answer = await graphqlRequest<{ createPayment: { reference: string; url: string } }>(
      server.url,
      mutation,
      { input: billingScenarios.enterpriseHalfYearly },
    );
    const reference = answer.data?.createPayment.reference ?? '';
    expect((await orderOf(reference)).amountPaise).toBe(1_620_000);
  });

  it('refuses an unknown plan or cycle by field', async () => {
    const answer = await graphqlRequest(server.url, mutation, {
      input: { ...billingScenarios.enterpriseHalfYearly, plan: 'platinum', cycle: 'weekly' },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { plan: 'Choose a plan', cycle: 'Choose a billing cycle' },
    });
  });
});

/** A new order at the plan priced `amount` rupees, waiting on the sandbox's checkout page. */
async function newOrder(amount = 10000) {
  const { body } = await postPayment(buyNow(amount));
  return { reference: body.reference ?? '', url: body.url ?? '' };
}

/** What the provider reports for an order; `code` is its own id for the payment. */
const report = (reference: string, state: string, amountPaise = 1_000_000) => ({
  reference,
  state,
  amountPaise,
  code: 'X',
});

describe('sandbox checkout and callbacks', () => {
  it('shows the order on the hosted page; Pay verifies and marks it paid', async () => {
    const { reference, url } = await newOrder();
    const page = await fetch(`${server.url}${url}`).then((r) => r.text());
    expect(page).toContain(reference);
    expect(page).toContain('₹10,000.00');
    expect(page).toContain('Business plan, Yearly');
    // The site's icon, so the browser does not ask for a missing /favicon.ico.
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');

    const chosen = await sandboxChoose(url, 'pay');
    expect(chosen).toEqual({ status: 303, location: `/success?ref=${reference}` });
    expect(await paymentResult(reference)).toEqual({
      reference,
      plan: 'business',
      cycle: 'yearly',
      amountPaise: 1_000_000,
      status: 'PAID',
    });
    expect(await eventKinds(reference)).toEqual([
      'CREATED',
      'REDIRECTED',
      'CALLBACK_RECEIVED',
      'STATUS_CHECKED',
      'VERIFIED',
    ]);
  });

  it('Fail marks the order failed and sends the browser to /failure', async () => {
    const { reference, url } = await newOrder(800);
    expect(await sandboxChoose(url, 'fail')).toEqual({
      status: 303,
      location: `/failure?ref=${reference}`,
    });
    expect((await orderOf(reference)).status).toBe('FAILED');
  });

  it('refuses a forged callback and changes nothing', async () => {
    const { reference } = await newOrder();
    const forged = signedCallback(report(reference, 'COMPLETED'), 'not-the-secret');
    const answer = await postCallback(forged.body, forged.signature);
    expect(answer.status).toBe(401);
    expect(answer.body['message']).toBe('Callback signature does not verify');
    expect((await orderOf(reference)).status).toBe('PENDING');
    expect(await eventKinds(reference)).toEqual(['CREATED', 'REDIRECTED']);

    const tampered = signedCallback({ reference, state: 'COMPLETED', amountPaise: 1_000_000 });
    const altered = tampered.body.replace('1000000', '100');
    expect((await postCallback(altered, tampered.signature)).status).toBe(401);
  });

  it('ignores a signed callback for another amount or an unknown order', async () => {
    const { reference } = await newOrder();
    const cheap = signedCallback(report(reference, 'COMPLETED', 100));
    expect((await postCallback(cheap.body, cheap.signature)).status).toBe(400);
    const unknown = signedCallback({
      reference: 'ORDAAAAAAAAAAAAAAAAA',
      state: 'COMPLETED',
      amountPaise: 1_000_000,
    });
    expect((await postCallback(unknown.body, unknown.signature)).status).toBe(404);
    expect((await orderOf(reference)).status).toBe('PENDING');
    expect(await eventKinds(reference)).toEqual(['CREATED', 'REDIRECTED']);
  });

  it('keeps the order pending when the status check disagrees with the callback', async () => {
    const { reference } = await newOrder();
    // Signed as the provider would, but the provider's own status still says PENDING.
    const early = signedCallback(report(reference, 'COMPLETED'));
    const answer = await postCallback(early.body, early.signature);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'PENDING', alreadySettled: false });
    expect((await orderOf(reference)).status).toBe('PENDING');
  });

  it('answers a replayed callback idempotently without a change', async () => {
    const { reference, url } = await newOrder();
    await sandboxChoose(url, 'pay');
    const eventsBefore = await eventKinds(reference);
    const replay = signedCallback(report(reference, 'FAILED'));
    const answer = await postCallback(replay.body, replay.signature);
    expect(answer).toEqual({
      status: 200,
      body: { success: true, reference, status: 'PAID', alreadySettled: true },
    });
    expect(await eventKinds(reference)).toEqual(eventsBefore);
    expect((await orderOf(reference)).status).toBe('PAID');
  });

  it('reads results only for real references, without the customer’s details', async () => {
    const answer = await graphqlRequest(
      server.url,
      'query R { paymentResult(reference: "ORD123") { status } }',
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

/** Presses Pay with a Host header of the caller's choosing, as the audit's attacker did. */
function payWithHost(checkoutPath: string, host: string) {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: checkoutPath,
        method: 'POST',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        );
      },
    );
    sent.on('error', reject);
    sent.end('outcome=pay');
  });
}

/** A listener on a loopback port that counts whatever reaches it. */
async function openListener(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const listener = createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    res.writeHead(303, { location: '/' }).end();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return { server: listener, port: (listener.address() as AddressInfo).port, received };
}

const closeListener = (listener: Server) =>
  new Promise<void>((resolve) => listener.close(() => resolve()));

describe('the sandbox checkout never calls an address taken from the request', () => {
  it('settles the order in-process; a Host header naming a listener reaches nothing', async () => {
    const listener = await openListener();
    try {
      const { reference, url } = await newOrder();
      const answer = await payWithHost(url, `127.0.0.1:${listener.port}`);
      expect(answer).toMatchObject({ status: 303, location: `/success?ref=${reference}` });
      expect(listener.received).toEqual([]);
      expect((await orderOf(reference)).status).toBe('PAID');
    } finally {
      await closeListener(listener.server);
    }
  });

  it('answers the same for a Host naming a closed port, so it cannot scan ports', async () => {
    const closed = await openListener();
    await closeListener(closed.server);
    const { reference, url } = await newOrder();
    const answer = await payWithHost(url, `127.0.0.1:${closed.port}`);
    expect(answer).toMatchObject({ status: 303, location: `/success?ref=${reference}` });
    expect((await orderOf(reference)).status).toBe('PAID');
  });

  it('answers a refused confirmation with a plain 4xx page, never a 500 or a stack', async () => {
    const { reference, url } = await newOrder();
    // The order no longer matches what the sandbox reports, so the shop refuses the callback.
    await server.orm.em.fork().nativeUpdate(Order, { reference }, { amountPaise: 500_000 });
    const answer = await payWithHost(url, 'attacker.example');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('<h1>Payment not confirmed</h1>');
    expect(answer.body).toContain('Amount does not match the order');
    expect(answer.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    expect((await orderOf(reference)).status).toBe('PENDING');
  });
});

describe('payment rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer(
      { mode: 'none' },
      { PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET, PAYMENT_RATE_LIMIT: '2' },
    );
  });
  afterAll(() => limited.close());

  it('refuses a third new order from one address with 429; a repeated click stays free', async () => {
    const buy = (key: string) =>
      postPaymentTo(limited.url, buyNow(800), { 'Idempotency-Key': key });
    expect((await buy('first-click-0001')).status).toBe(200);
    expect((await buy('first-click-0001')).status).toBe(200);
    expect((await buy('second-click-002')).status).toBe(200);
    expect(await buy('third-click-0003')).toEqual({
      status: 429,
      body: { success: false, error: 'Too many requests. Please try again in a few minutes.' },
    });
    expect(await countOrdersIn(limited.orm)).toBe(2);
  });
});
