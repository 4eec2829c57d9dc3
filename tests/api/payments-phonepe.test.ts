import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingScenarios, orderOf } from '../../api/src/modules/billing/billing.scenarios';
import { Order } from '../../api/src/modules/billing/order.entity';
import { PaymentReconciler } from '../../api/src/modules/billing/payment-reconciler';
import { PhonePePaymentProvider } from '../../api/src/modules/billing/phonepe-provider';
import { createLogger } from '../../api/src/shared/logger';
import { FAKE_MERCHANT, startFakePhonePe, type FakePhonePe } from '../support/fake-phonepe';
import { postPayment } from '../support/payments';
import { startTestServer, type TestServer } from '../support/test-server';

const TIMEOUT_MS = 300;
let fake: FakePhonePe;
let server: TestServer;
let reconciler: PaymentReconciler;

beforeAll(async () => {
  fake = await startFakePhonePe();
  server = await startTestServer(
    { mode: 'none' },
    {
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_MERCHANT_ID: FAKE_MERCHANT.merchantId,
      PHONEPE_SALT_KEY: FAKE_MERCHANT.saltKey,
      PHONEPE_SALT_INDEX: String(FAKE_MERCHANT.saltIndex),
      PHONEPE_BASE_URL: fake.baseUrl,
      PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
      PUBLIC_URL: 'https://shop.example.in',
    },
  );
  reconciler = new PaymentReconciler({
    orm: server.orm,
    payments: new PhonePePaymentProvider({
      ...FAKE_MERCHANT,
      baseUrl: fake.baseUrl,
      isTestHost: false,
      timeoutMs: TIMEOUT_MS,
      publicUrl: 'https://shop.example.in',
    }),
    settings: {
      recheckAfterMs: 5 * 60_000,
      expireAfterMs: 86_400_000,
      reconcileIntervalMs: 0,
      timeoutMs: TIMEOUT_MS,
    },
    logger: createLogger('silent'),
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function newOrder(amount = 10000) {
  const { status, body } = await postPayment(server.url, billingScenarios.buyNow(amount));
  return { status, ...body };
}

async function sendCallback(callback: { body: string; xVerify: string }) {
  const response = await fetch(`${server.url}/api/v1/payment/callback/phonepe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-verify': callback.xVerify },
    body: callback.body,
  });
  await response.arrayBuffer();
  return response.status;
}

const statusOf = async (reference: string) => (await orderOf(server.orm, reference)).status;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('PhonePe Standard Checkout against a local fake of its API', () => {
  it('sends the documented, checksummed pay request and answers its pay page', async () => {
    const order = await newOrder();
    expect(order.success).toBe(true);
    const reference = order.reference ?? '';
    expect(order.url).toBe(`${fake.baseUrl}/pay-page/${reference}`);
    expect(fake.payments.get(reference)?.request).toMatchObject({
      merchantId: FAKE_MERCHANT.merchantId,
      merchantTransactionId: reference,
      amount: 1_000_000,
      redirectUrl: `https://shop.example.in/success?ref=${reference}`,
      redirectMode: 'REDIRECT',
      callbackUrl: 'https://shop.example.in/api/v1/payment/callback/phonepe',
      mobileNumber: '9876543210',
      paymentInstrument: { type: 'PAY_PAGE' },
    });
    expect(await statusOf(reference)).toBe('PENDING');
  });

  it('marks the order paid when the callback verifies and the status check agrees', async () => {
    const { reference = '' } = await newOrder();
    const payment = fake.payments.get(reference);
    if (payment) payment.state = 'COMPLETED';
    expect(await sendCallback(fake.callback(reference, 'COMPLETED'))).toBe(200);
    expect(await statusOf(reference)).toBe('PAID');
  });

  it('refuses a callback checksummed with another key', async () => {
    const { reference = '' } = await newOrder();
    const payment = fake.payments.get(reference);
    if (payment) payment.state = 'COMPLETED';
    const forged = fake.callback(reference, 'COMPLETED', undefined, 'guessed-salt');
    expect(await sendCallback(forged)).toBe(401);
    expect(await statusOf(reference)).toBe('PENDING');
  });

  it('keeps the order pending when the status reports another amount', async () => {
    const { reference = '' } = await newOrder();
    const payment = fake.payments.get(reference);
    if (payment) Object.assign(payment, { state: 'COMPLETED', reportedAmount: 100 });
    expect(await sendCallback(fake.callback(reference, 'COMPLETED'))).toBe(200);
    expect(await statusOf(reference)).toBe('PENDING');
  });

  it('leaves the order pending on a status timeout; the reconciler settles it later', async () => {
    const { reference = '' } = await newOrder();
    const payment = fake.payments.get(reference);
    if (payment) payment.state = 'COMPLETED';
    fake.statusDelayMs = TIMEOUT_MS * 4;
    expect(await sendCallback(fake.callback(reference, 'COMPLETED'))).toBe(200);
    expect(await statusOf(reference)).toBe('PENDING');
    fake.statusDelayMs = 0;
    await reconciler.runOnce(minutesFromNow(10));
    expect(await statusOf(reference)).toBe('PAID');
  });

  it('expires an order still unpaid after a day', async () => {
    const { reference = '' } = await newOrder(800);
    await reconciler.runOnce(minutesFromNow(10));
    expect(await statusOf(reference)).toBe('PENDING');
    await reconciler.runOnce(minutesFromNow(25 * 60));
    expect(await statusOf(reference)).toBe('EXPIRED');
  });

  it('answers initiation failed when PhonePe refuses, and records the order as failed', async () => {
    fake.refusePayments = true;
    const order = await newOrder(1200);
    fake.refusePayments = false;
    expect(order).toMatchObject({
      status: 502,
      success: false,
      error: 'Payment initiation failed.',
    });
    const orders = await server.orm.em.fork().find(Order, { amountPaise: 120_000 });
    expect(orders.map((order) => order.status)).toEqual(['FAILED']);
  });
});
