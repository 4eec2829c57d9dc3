import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for PhonePe's PG v1 API (developer.phonepe.com/v1/reference: pay-api-1,
 * check-status-api-1, server-to-server callback), strict about what it checks: the X-VERIFY
 * checksum of every request, the merchant id, and the payload's fields.
 */
export const FAKE_MERCHANT = {
  merchantId: 'PGTESTMERCHANT',
  saltKey: 'fake-salt-key-0001',
  saltIndex: 1,
};

export interface FakePayment {
  merchantTransactionId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  /** The amount the status API reports; differs from `amount` only when a test says so. */
  reportedAmount?: number;
  request: Record<string, unknown>;
}

export interface FakePhonePe {
  baseUrl: string;
  payments: Map<string, FakePayment>;
  /** Answer the pay API with an error instead. */
  refusePayments: boolean;
  /** Delay status answers (to exceed the app's timeout). */
  statusDelayMs: number;
  /** Requests refused for a bad checksum. */
  rejectedChecksums: number;
  /** A callback body and X-VERIFY header exactly as PhonePe sends them. */
  callback(
    txn: string,
    state: FakePayment['state'],
    amount?: number,
    saltKey?: string,
  ): {
    body: string;
    xVerify: string;
  };
  close(): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const checksum = (payload: string, saltKey = FAKE_MERCHANT.saltKey) =>
  `${sha256(payload + saltKey)}###${FAKE_MERCHANT.saltIndex}`;

export async function startFakePhonePe(): Promise<FakePhonePe> {
  const fake: FakePhonePe = {
    baseUrl: '',
    payments: new Map(),
    refusePayments: false,
    statusDelayMs: 0,
    rejectedChecksums: 0,
    callback(txn, state, amount, saltKey) {
      const payment = fake.payments.get(txn);
      const response = Buffer.from(
        JSON.stringify(answerFor(txn, state, amount ?? payment?.amount ?? 0)),
      ).toString('base64');
      return { body: JSON.stringify({ response }), xVerify: checksum(response, saltKey) };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    void handle(fake, req).then(async ({ status, body }) => {
      if (req.url?.startsWith('/pg/v1/status') && fake.statusDelayMs) {
        await new Promise((resolve) => setTimeout(resolve, fake.statusDelayMs));
      }
      if (!res.writable) return;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

async function handle(fake: FakePhonePe, req: IncomingMessage) {
  const url = req.url ?? '';
  const xVerify = req.headers['x-verify'];
  if (req.method === 'POST' && url === '/pg/v1/pay') {
    const { request } = JSON.parse(await readBody(req)) as { request: string };
    if (xVerify !== checksum(request + '/pg/v1/pay')) return badChecksum(fake);
    const payload = JSON.parse(Buffer.from(request, 'base64').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (
      payload['merchantId'] !== FAKE_MERCHANT.merchantId ||
      typeof payload['amount'] !== 'number'
    ) {
      return { status: 400, body: { success: false, code: 'BAD_REQUEST' } };
    }
    if (fake.refusePayments)
      return { status: 500, body: { success: false, code: 'INTERNAL_SERVER_ERROR' } };
    const txn = String(payload['merchantTransactionId']);
    fake.payments.set(txn, {
      merchantTransactionId: txn,
      amount: payload['amount'],
      state: 'PENDING',
      request: payload,
    });
    return {
      status: 200,
      body: {
        success: true,
        code: 'PAYMENT_INITIATED',
        data: {
          merchantId: FAKE_MERCHANT.merchantId,
          merchantTransactionId: txn,
          instrumentResponse: {
            type: 'PAY_PAGE',
            redirectInfo: { url: `${fake.baseUrl}/pay-page/${txn}`, method: 'GET' },
          },
        },
      },
    };
  }
  const status = /^\/pg\/v1\/status\/([^/]+)\/([^/]+)$/.exec(url);
  if (req.method === 'GET' && status) {
    if (xVerify !== checksum(url) || req.headers['x-merchant-id'] !== status[1])
      return badChecksum(fake);
    const payment = fake.payments.get(decodeURIComponent(status[2] ?? ''));
    if (!payment)
      return { status: 200, body: { success: false, code: 'PAYMENT_NOT_FOUND', data: {} } };
    return {
      status: 200,
      body: answerFor(
        payment.merchantTransactionId,
        payment.state,
        payment.reportedAmount ?? payment.amount,
      ),
    };
  }
  return { status: 404, body: { success: false, code: 'NOT_FOUND' } };
}

function answerFor(txn: string, state: FakePayment['state'], amount: number) {
  const code =
    state === 'COMPLETED'
      ? 'PAYMENT_SUCCESS'
      : state === 'FAILED'
        ? 'PAYMENT_ERROR'
        : 'PAYMENT_PENDING';
  return {
    success: state === 'COMPLETED',
    code,
    message: code,
    data: {
      merchantId: FAKE_MERCHANT.merchantId,
      merchantTransactionId: txn,
      transactionId: `T${txn}`,
      amount,
      state,
      responseCode: state === 'COMPLETED' ? 'SUCCESS' : state,
    },
  };
}

function badChecksum(fake: FakePhonePe) {
  fake.rejectedChecksums += 1;
  return { status: 401, body: { success: false, code: 'KEY_NOT_CONFIGURED' } };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
