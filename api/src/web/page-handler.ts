import type { ApolloLink } from '@apollo/client';
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../shared/logger';
import { assembleDocument, clientOnlyDocument } from './html-document';
import type { PageCache } from './page-cache';
import type { RenderFn } from './ssr-contract';

export interface PageHandlerDeps {
  /** The current index.html and server bundle (Vite reloads them while developing). */
  load: (url: string) => Promise<{ template: string; render: RenderFn }>;
  link: ApolloLink;
  publicUrl: string;
  cache: PageCache | null;
  logger: Logger;
  timeoutMs: number;
}

/** Every GET that is not an API or a file: the server-rendered page (or the staff-area shell). */
export function pageHandler(deps: PageHandlerDeps): RequestHandler {
  return async (req, res, next) => {
    if (!acceptsHtml(req)) return next();
    const url = req.originalUrl;
    // Only plain addresses are cached: query strings are endless, and junk ones would push the
    // real pages out of the cache.
    const cache = req.originalUrl.includes('?') ? null : deps.cache;
    const cached = cache?.get(url);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    if (cached) {
      res.setHeader('X-Page-Cache', 'hit');
      res.send(cached);
      return;
    }
    try {
      const { template, render } = await deps.load(url);
      const result = await render({
        url,
        link: deps.link,
        publicUrl: deps.publicUrl,
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      if (result.kind === 'redirect') {
        res.redirect(302, result.location);
        return;
      }
      if (result.kind === 'client-only') {
        res.send(clientOnlyDocument(template));
        return;
      }
      const html = assembleDocument(template, result.html, result.state);
      if (result.status === 200) cache?.set(url, html);
      res.status(result.status).send(html);
    } catch (error) {
      deps.logger.error({ err: error, url }, 'server rendering failed');
      next(error);
    }
  };
}

function acceptsHtml(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return req.accepts(['html', 'json']) === 'html';
}
