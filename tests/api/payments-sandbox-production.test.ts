import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config';
import { billingScenarios, seedOrders } from '../../api/src/modules/billing/billing.scenarios';
import { createPaymentProvider } from '../../api/src/modules/billing/payment-providers';
import { graphqlRequest } from '../support/graphql';
import { postPayment, sandboxChoose } from '../support/payments';
import { PRODUCTION_TEST_ENV } from '../support/production-env';
import { signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

/** A production start that was allowed the sandbox on purpose, as a public demo would be. */
const DEMO_IN_PRODUCTION = PRODUCTION_TEST_ENV;

const DASHBOARD = 'query { adminDashboard { figures { key value comparison { label value } } } }';

let server: TestServer;
let admin: SignedInStaff;
beforeAll(async () => {
  server = await startTestServer({ mode: 'none' }, DEMO_IN_PRODUCTION);
  admin = await signInAs(server.url, server.orm, 'ADMIN');
});
afterAll(() => server.close());

/** A paid order a real provider took earlier: the revenue the dashboard must still show. */
async function storeRealPaidOrder(amountPaise: number): Promise<void> {
  const paid = billingScenarios.storedOrder({
    reference: 'ORDREALPAIDORDER234',
    amountPaise,
    provider: 'phonepe',
    status: 'PAID',
    paidAt: new Date(),
  });
  await seedOrders(server.orm, [paid]);
}

async function figures() {
  const answer = await graphqlRequest<{
    adminDashboard: { figures: { key: string; value: number }[] };
  }>(server.url, DASHBOARD, {}, { token: admin.token });
  return new Map(answer.data?.adminDashboard.figures.map(({ key, value }) => [key, value]));
}

describe('the sandbox on a production start allowed to take test payments', () => {
  it('marks a paid Enterprise order as a test and keeps it out of revenue', async () => {
    await storeRealPaidOrder(80_000);
    const { body } = await postPayment(server.url, {
      name: 'Curious Visitor',
      mobileNumber: '9876543210',
      amount: 25000,
    });
    const reference = body.reference ?? '';
    expect(await sandboxChoose(server.url, body.url ?? '', 'pay')).toEqual({
      status: 303,
      location: `/success?ref=${reference}`,
    });

    const result = await graphqlRequest<{ paymentResult: { status: string; isTest: boolean } }>(
      server.url,
      'query R($reference: String!) { paymentResult(reference: $reference) { status isTest } }',
      { reference },
    );
    expect(result.data?.paymentResult).toEqual({ status: 'PAID', isTest: true });

    const dashboard = await figures();
    expect(dashboard.get('revenue')).toBe(800);
    expect(dashboard.get('paidOrders')).toBe(1);
    const totals = await graphqlRequest<{ orderTotals: Record<string, number> }>(
      server.url,
      '{ orderTotals { paidOrders revenuePaise } }',
      {},
      { token: admin.token },
    );
    expect(totals.data?.orderTotals).toEqual({ paidOrders: 1, revenuePaise: 80_000 });
  });

  it('says at start, as an error line, that production takes test payments', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    createPaymentProvider(loadConfig(DEMO_IN_PRODUCTION).payments, pino(sink), server.orm);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.map(({ level }) => level)).toEqual([50]);
    expect(logged[0]?.msg).toMatch(/^PRODUCTION IS TAKING TEST PAYMENTS: no money moves/);
  });
});
