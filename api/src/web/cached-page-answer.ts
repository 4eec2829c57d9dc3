import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request } from 'express';
import type { RequestLogger } from '../shared/request-logging';
import type { HeaderPair } from '../shared/security-headers';
import { bodyFor, clientCopyIsCurrent, HTML_CONTENT_TYPE } from './page-answer';
import type { PageCache } from './page-cache';

export interface CachedPageAnswerDeps {
  cache: PageCache;
  /** Cache-Control of a public page (publicPageCacheControl). */
  cacheControl: string;
  /** The headers every answer carries (security-headers.ts), the same as through Express. */
  securityHeaders: readonly HeaderPair[];
  logRequest: RequestLogger;
}

/** Answers a request from the page cache before Express runs; false leaves it to Express. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A page in the page cache is answered straight from node:http with headers worked out when
 * the server started: Express's routing, middleware and per-request compression would cost
 * several times the sending itself. Every page in the cache was rendered by the page handler
 * (no route before it claimed its address), so answering it first changes no outcome. The
 * request is logged and carries the same security headers as any other answer.
 */
export function cachedPageAnswer(deps: CachedPageAnswerDeps): EarlyAnswer {
  const fixedHeaders = [
    ...deps.securityHeaders,
    ['Content-Type', HTML_CONTENT_TYPE],
    ['Cache-Control', deps.cacheControl],
    ['Vary', 'Accept-Encoding'],
    ['X-Page-Cache', 'hit'],
  ].flat();
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const page = deps.cache.get(req.url ?? '');
    if (!page || !wantsHtml(req)) return false;
    const id = deps.logRequest(req, res);
    const headers = [...fixedHeaders, 'X-Request-Id', id, 'ETag', page.etag];
    if (clientCopyIsCurrent(req, page.etag)) {
      res.writeHead(304, headers).end();
      return true;
    }
    const { body, encoding } = bodyFor(page, req.headers['accept-encoding']);
    if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
    headers.push('Content-Length', String(body.length));
    res.writeHead(200, headers).end(body);
    return true;
  };
}

/** Express's content negotiation (the page handler's own test), run on the plain request. */
function wantsHtml(req: IncomingMessage): boolean {
  const accepts = express.request.accepts.bind(req as Request);
  return accepts(['html', 'json']) === 'html';
}
