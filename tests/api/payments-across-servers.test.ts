import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { billingScenarios } from '../../api/src/modules/billing/billing.scenarios';
import { graphqlRequest } from '../support/graphql';
import { postPayment, sandboxChoose } from '../support/payments';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/** The same value on every server, as the configuration requires on a shared PostgreSQL. */
const SHARED_SECRET = { PAYMENT_SANDBOX_SECRET: 'shared-sandbox-secret-0123456789abcdef' };

async function paymentStatus(server: TestServer, reference: string) {
  const answer = await graphqlRequest<{ paymentResult: { status: string; isTest: boolean } }>(
    server.url,
    'query R($reference: String!) { paymentResult(reference: $reference) { status isTest } }',
    { reference },
  );
  return answer.data?.paymentResult;
}

async function newOrder(server: TestServer) {
  const { body } = await postPayment(server.url, billingScenarios.buyNow(10000));
  return { reference: body.reference ?? '', checkoutPath: body.url ?? '' };
}

async function postSignedCallback(server: TestServer, report: Record<string, unknown>) {
  const body = JSON.stringify(report);
  const signature = createHmac('sha256', SHARED_SECRET.PAYMENT_SANDBOX_SECRET)
    .update(body)
    .digest('hex');
  const response = await fetch(`${server.url}/api/v1/payment/callback/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A database that outlives one server: PostgreSQL when configured, else PGlite in a folder. */
async function lastingDatabase(): Promise<TestDatabase> {
  if (process.env['TEST_DATABASE_URL']) return createTestDatabase();
  const folder = await mkdtemp(path.join(tmpdir(), 'test-pglite-'));
  return {
    target: { pgliteDir: path.join(folder, 'pglite') },
    drop: () => rm(folder, { recursive: true, force: true }),
  };
}

describe('a sandbox payment survives a restart of the server', () => {
  it('shows the checkout page after the restart, and Pay marks the order paid', async () => {
    const database = await lastingDatabase();
    let server = await startTestServer({ mode: 'none' }, {}, { sharedDatabase: database });
    try {
      const { reference, checkoutPath } = await newOrder(server);
      await server.close();
      server = await startTestServer({ mode: 'none' }, {}, { sharedDatabase: database });

      const page = await fetch(`${server.url}${checkoutPath}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(reference);
      expect(html).toContain('₹10,000.00');
      expect(await sandboxChoose(server.url, checkoutPath, 'pay')).toEqual({
        status: 303,
        location: `/success?ref=${reference}`,
      });
      expect(await paymentStatus(server, reference)).toEqual({ status: 'PAID', isTest: true });
    } finally {
      await server.close();
      await database.drop();
    }
  });
});

// Two servers cannot share one embedded PGlite database: this needs PostgreSQL.
describe.runIf(process.env['TEST_DATABASE_URL'])('two servers on one database', () => {
  it('pays on server B an order made on server A; A shows it paid at once', async () => {
    const database = await createTestDatabase();
    const servers: TestServer[] = [];
    try {
      // One after the other: the first start migrates the shared database.
      servers.push(
        await startTestServer({ mode: 'none' }, SHARED_SECRET, { sharedDatabase: database }),
      );
      servers.push(
        await startTestServer({ mode: 'none' }, SHARED_SECRET, { sharedDatabase: database }),
      );
      const [serverA, serverB] = servers as [TestServer, TestServer];
      const { reference, checkoutPath } = await newOrder(serverA);

      const page = await fetch(`${serverB.url}${checkoutPath}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Business plan, Yearly');
      expect(await sandboxChoose(serverB.url, checkoutPath, 'pay')).toEqual({
        status: 303,
        location: `/success?ref=${reference}`,
      });
      expect(await paymentStatus(serverA, reference)).toEqual({ status: 'PAID', isTest: true });

      // The page on A now says the payment has ended, and a second press changes nothing.
      const again = await fetch(`${serverA.url}${checkoutPath}`).then((r) => r.text());
      expect(again).toContain('This payment has already ended (COMPLETED).');
      expect(await sandboxChoose(serverA.url, checkoutPath, 'fail')).toEqual({
        status: 303,
        location: `/success?ref=${reference}`,
      });
      expect(await paymentStatus(serverB, reference)).toEqual({ status: 'PAID', isTest: true });

      // Either server verifies a callback signed with the shared key.
      const report = { reference, state: 'COMPLETED', amountPaise: 1_000_000, code: 'X' };
      for (const server of servers) {
        expect(await postSignedCallback(server, report)).toEqual({
          status: 200,
          body: { success: true, reference, status: 'PAID', alreadySettled: true },
        });
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await database.drop();
    }
  });
});
