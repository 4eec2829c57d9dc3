import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding, type Encoding, type PreparedPage } from './page-encoding';

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** The body in the best encoding the client accepts among those prepared. */
export function bodyFor(
  page: PreparedPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: Encoding } {
  const encoding = chooseEncoding(acceptEncoding);
  const body = page.bodies[encoding];
  if (body) return { body, encoding };
  return { body: page.bodies.identity ?? Buffer.alloc(0), encoding: 'identity' };
}

/**
 * Whether the client's copy is current (If-None-Match, weak comparison as RFC 9110 asks for
 * GET): then a 304 without a body saves sending the page again.
 */
export function clientCopyIsCurrent(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

export interface PageAnswer {
  status: number;
  cacheControl: string;
}

/**
 * Sends a prepared page, compressed as the client prefers. A 200 carries its ETag and answers a
 * revalidation with 304; error pages are never kept, so they go without a validator.
 */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: PreparedPage,
  { status, cacheControl }: PageAnswer,
): void {
  res.setHeader('Content-Type', HTML_CONTENT_TYPE);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) {
    res.setHeader('ETag', page.etag);
    if (clientCopyIsCurrent(req, page.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  const { body, encoding } = bodyFor(page, req.headers['accept-encoding']);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.statusCode = status;
  res.end(body);
}
