import type { ApolloLink } from '@apollo/client';
import { PREVIEW_PARAM } from '../../../common/publishing';
import type { Request, RequestHandler } from 'express';
import { RETRY_AFTER_SECONDS } from '../shared/errors';
import type { Logger } from '../shared/logger';
import { assembleDocument, clientOnlyDocument } from './html-document';
import { sendPage } from './page-answer';
import type { PageCache } from './page-cache';
import { ALL_ENCODINGS, chooseEncoding, compressHarder, preparePage } from './page-encoding';
import {
  PREVIEW_PAGE_CACHE_CONTROL,
  publicPageCacheControl,
  STAFF_PAGE_CACHE_CONTROL,
  UNCACHED_PAGE_CACHE_CONTROL,
} from './page-cache-control';
import { RenderFailures } from './render-failures';
import type { RenderFn, RenderInput } from './ssr-contract';

export interface PageHandlerDeps {
  /** The current index.html and server bundle (Vite reloads them while developing). */
  load: (url: string) => Promise<{ template: string; render: RenderFn }>;
  link: ApolloLink;
  /** Runs the queries a page declares before rendering it (createSsrExecutor). */
  execute?: RenderInput['execute'];
  publicUrl: string;
  cache: PageCache | null;
  /** How long shared caches (CDN, reverse proxy) may keep a public page; 0: not at all. */
  publicCacheSeconds: number;
  logger: Logger;
  timeoutMs: number;
  /** Where an old address now lives (api/src/web/redirect-lookup.ts), or null. */
  redirectFor?: (path: string) => Promise<string | null>;
}

/** Every GET that is not an API or a file: the server-rendered page (or the staff-area shell). */
export function pageHandler(deps: PageHandlerDeps): RequestHandler {
  const publicPage = publicPageCacheControl(deps.publicCacheSeconds);
  return async (req, res, next) => {
    if (!acceptsHtml(req)) return next();
    const url = req.originalUrl;
    // A staff preview of a draft is private: kept by no cache, indexed by no search engine.
    const preview = req.query[PREVIEW_PARAM] !== undefined;
    // Only plain addresses are cached: query strings are endless, and junk ones would push the
    // real pages out of the cache. A cache that keeps nothing must not cost every render the
    // encodings other clients would need.
    const cache =
      req.originalUrl.includes('?') || preview || !deps.cache?.keepsPages ? null : deps.cache;
    // Pages in the cache are normally answered before Express (cached-page-answer.ts); this
    // serves them to what that skips (tests mounting the handler alone).
    const cached = cache?.get(url);
    if (preview) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    if (cached) {
      res.setHeader('X-Page-Cache', 'hit');
      sendPage(req, res, cached, { status: 200, cacheControl: publicPage });
      return;
    }
    // Failures and redirects are never kept; a page that renders says otherwise below.
    res.setHeader('Cache-Control', UNCACHED_PAGE_CACHE_CONTROL);
    // A page for the cache is prepared for every client; any other only for this one.
    const clientEncoding = chooseEncoding(req.headers['accept-encoding']);
    const encodings = cache ? ALL_ENCODINGS : [clientEncoding];
    try {
      const renderBegan = cache?.beginRender();
      const { template, render } = await deps.load(url);
      const failures = new RenderFailures();
      const result = await render({
        url,
        link: failures.link.concat(deps.link),
        execute: deps.execute,
        publicUrl: deps.publicUrl,
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      if (result.kind === 'redirect') {
        res.redirect(302, result.location);
        return;
      }
      if (result.kind === 'client-only') {
        const shell = preparePage(clientOnlyDocument(template), [clientEncoding]);
        sendPage(req, res, shell, { status: 200, cacheControl: STAFF_PAGE_CACHE_CONTROL });
        return;
      }
      // An address with nothing at it may be an old one: 301 to where its content moved. Asked
      // only now, so content that lives here again (a new post, a draft being previewed) is
      // never hidden behind a redirect left by what lived here before.
      const moved = result.status === 404 && (await deps.redirectFor?.(req.path));
      if (moved) {
        res.setHeader('Cache-Control', publicPage);
        res.redirect(301, withQueryOf(moved, url));
        return;
      }
      const html = assembleDocument(template, result.html, result.state);
      // A page rendered from a failed query shows its error state: 5xx, and never cached.
      const status = failures.status ?? result.status;
      const page = preparePage(html, status === 200 ? encodings : [clientEncoding]);
      if (status === 200 && cache?.set(url, page, renderBegan)) {
        // Sent many times from now on: worth a smaller body, made off the event loop.
        compressHarder(page).catch((error: unknown) => {
          deps.logger.warn({ err: error, url }, 'recompressing a kept page failed');
        });
      }
      if (failures.status) deps.logger.warn({ url, status }, 'page rendered with failed queries');
      if (status === 503) res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      const cacheControl =
        status !== 200
          ? UNCACHED_PAGE_CACHE_CONTROL
          : preview
            ? PREVIEW_PAGE_CACHE_CONTROL
            : publicPage;
      sendPage(req, res, page, { status, cacheControl });
    } catch (error) {
      deps.logger.error({ err: error, url }, 'server rendering failed');
      next(error);
    }
  };
}

/** The request's query string travels on to a target that has none of its own. */
function withQueryOf(target: string, url: string): string {
  const query = url.indexOf('?');
  return query === -1 || target.includes('?') ? target : target + url.slice(query);
}

function acceptsHtml(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return req.accepts(['html', 'json']) === 'html';
}
