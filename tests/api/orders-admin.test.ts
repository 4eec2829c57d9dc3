import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingScenarios } from '../../api/src/modules/billing/billing.scenarios';
import { graphqlRequest } from '../support/graphql';
import { postPayment, sandboxChoose } from '../support/payments';
import { bearer, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: SignedInStaff;
let marketing: SignedInStaff;
const references = { paid: '', failed: '', pending: '' };

/** Today in India, as the Orders screen's date filter reads it. */
const todayInIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const yesterdayInIndia = () =>
  new Date(Date.now() + 5.5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

async function buy(name: string, amount: number, outcome?: 'pay' | 'fail'): Promise<string> {
  const { body } = await postPayment(server.url, { ...billingScenarios.buyNow(amount), name });
  if (outcome) await sandboxChoose(server.url, body.url ?? '', outcome);
  return body.reference ?? '';
}

beforeAll(async () => {
  server = await startTestServer(
    { mode: 'none' },
    { PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789abcdef' },
  );
  admin = await signInAs(server.url, server.orm, 'ADMIN');
  marketing = await signInAs(server.url, server.orm, 'MARKETING');
  references.paid = await buy('=HYPERLINK("http://evil.example")', 10000, 'pay');
  references.failed = await buy('Ravi Kumar', 800, 'fail');
  references.pending = await buy('Meera Nair', 800);
});
afterAll(() => server.close());

interface OrderRow {
  reference: string;
  status: string;
  customerName: string;
  isTest: boolean;
  events: { kind: string; detail: string }[];
}

async function orders(filter: string) {
  const answer = await graphqlRequest<{ orders: { total: number; items: OrderRow[] } }>(
    server.url,
    `{ orders(${filter}) { total items { reference status customerName isTest events { kind detail } } } }`,
    {},
    { token: admin.token },
  );
  return answer;
}

describe('orders for staff', () => {
  it('filters by status and shows each order’s timeline, oldest event first', async () => {
    const paid = await orders('status: PAID, offset: 0, limit: 20');
    expect(paid.data?.orders.items.map((order) => order.reference)).toEqual([references.paid]);
    expect(paid.data?.orders.items[0]?.events.map((event) => event.kind)).toEqual([
      'CREATED',
      'REDIRECTED',
      'CALLBACK_RECEIVED',
      'STATUS_CHECKED',
      'VERIFIED',
    ]);
    expect(paid.data?.orders.items[0]?.isTest).toBe(true);
    // Amounts in the timeline are written as everywhere else on the site.
    const checked = paid.data?.orders.items[0]?.events.find((e) => e.kind === 'STATUS_CHECKED');
    expect(checked?.detail).toMatch(/^COMPLETED, ₹10,000\.00, code /);
    const all = await orders('offset: 0, limit: 20');
    expect(all.data?.orders.items.map((order) => order.reference)).toEqual([
      references.pending,
      references.failed,
      references.paid,
    ]);
  });

  it('sorts by amount (ties in id order) and by status in the payment’s order', async () => {
    const sorted = async (sort: string) =>
      (await orders(`sort: ${sort}, offset: 0, limit: 20`)).data?.orders.items.map(
        (order) => order.reference,
      );
    const { paid, failed, pending } = references;
    expect(await sorted('{ field: AMOUNT }')).toEqual([failed, pending, paid]);
    expect(await sorted('{ field: AMOUNT, direction: DESC }')).toEqual([paid, pending, failed]);
    expect(await sorted('{ field: STATUS }')).toEqual([pending, paid, failed]);
    const unknown = await orders('sort: { field: PROFIT }, offset: 0, limit: 20');
    expect(unknown.errors?.[0]?.message).toMatch(/"PROFIT" does not exist in "OrderSortField"/);
  });

  it('filters by date in India, both ends included, and names a bad date', async () => {
    const today = await orders(
      `from: "${todayInIndia()}", to: "${todayInIndia()}", offset: 0, limit: 20`,
    );
    expect(today.data?.orders.total).toBe(3);
    const before = await orders(`to: "${yesterdayInIndia()}", offset: 0, limit: 20`);
    expect(before.data?.orders.total).toBe(0);
    const bad = await orders('from: "22/11/2026", offset: 0, limit: 20');
    expect(bad.errors?.[0]?.message).toMatch(/YYYY-MM-DD/);
  });
});

describe('order totals', () => {
  it('leaves the sandbox’s test payments out of paid orders and revenue', async () => {
    const answer = await graphqlRequest<{ orderTotals: Record<string, number> }>(
      server.url,
      '{ orderTotals { paidOrders revenuePaise pendingOrders } }',
      {},
      { token: admin.token },
    );
    // Every order here went through the sandbox: none moved money (real ones are counted in
    // payments-sandbox-production.test.ts).
    expect(answer.data?.orderTotals).toEqual({
      paidOrders: 0,
      revenuePaise: 0,
      pendingOrders: 1,
    });
  });
});

describe('GET /api/v1/payment/orders/export', () => {
  const exportCsv = (query: string, headers: Record<string, string> = bearer(admin.token)) =>
    fetch(`${server.url}/api/v1/payment/orders/export${query}`, { headers });

  it('downloads the filtered orders as CSV with a visitor’s formula defused', async () => {
    const response = await exportCsv('?status=PAID');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      '"Reference","Created","Status","Plan","Cycle","Amount (Rs)","Name","Mobile","Provider","Test payment","Provider payment id","Paid at","E-mail"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${references.paid}"`);
    expect(lines[1]).toContain(
      `"PAID","Business","Yearly","10000.00","'=HYPERLINK(""http://evil.example"")"`,
    );
    expect(lines[1]).toContain('"sandbox","yes"');
  });

  it('follows the screen’s sort and refuses one the list does not offer', async () => {
    const lines = (await (await exportCsv('?sort=CUSTOMER_NAME')).text()).split('\r\n');
    const names = lines.slice(1, -1).map((line) => line.split('","')[6]);
    expect(names).toEqual([`'=HYPERLINK(""http://evil.example"")`, 'Meera Nair', 'Ravi Kumar']);
    const bad = await exportCsv('?sort=PROFIT&direction=DESC');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      'Invalid input: sort.field: sort field must be one of CREATED_AT, REFERENCE, STATUS, AMOUNT, CUSTOMER_NAME',
    );
  });

  it('refuses an unknown status with 400 naming it, and anyone but an admin', async () => {
    const bad = await exportCsv('?status=REFUNDED');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/status/i);
    expect((await exportCsv('?status=PAID', {})).status).toBe(401);
    expect((await exportCsv('?status=PAID', bearer(marketing.token))).status).toBe(403);
  });
});
