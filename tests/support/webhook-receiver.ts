import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived: signatures are checked over these bytes. */
  rawBody: string;
  /** The status it was answered with. */
  status: number;
}

export interface WebhookReceiver {
  /** The receiver's address; each test registers its own path under it. */
  url: (path: string) => string;
  received: ReceivedWebhook[];
  /** Received on one path, in order. */
  on: (path: string) => ReceivedWebhook[];
  /** The statuses the next requests get, in order; then 200. */
  answerNext: (...statuses: number[]) => void;
  close: () => Promise<void>;
}

/** An integrator's webhook endpoint on 127.0.0.1: records every POST and answers 200. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const queued: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = queued.shift() ?? 200;
      received.push({
        path: req.url ?? '/',
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        status,
      });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    on: (path) => received.filter((request) => request.path === path),
    answerNext: (...statuses) => queued.push(...statuses),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
