import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityHeaderSettings {
  /** The site's public origin: HSTS and upgrade-insecure-requests only make sense over https. */
  publicUrl: string;
  /**
   * Vite's dev server injects an inline React Refresh preamble and talks to its HMR socket, so
   * the Content-Security-Policy is left out while developing (never in test or production).
   */
  enforceContentSecurityPolicy: boolean;
}

/**
 * What the pages load, all from this origin: the built scripts (the Apollo cache travels as a
 * JSON data block, so no inline script runs), styles (React `style` attributes and the <style>
 * elements radix, recharts and sonner add need 'unsafe-inline'; they cannot run code), images
 * from /media and the built files (data: for small inlined icons, blob: for upload previews),
 * the home page's video. Nothing else may be fetched, framed, or framed into.
 */
function contentSecurityPolicy(https: boolean) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      // On a plain-http address (a local start, the tests) upgrading would break every request.
      'upgrade-insecure-requests': https ? [] : null,
    },
  } as const;
}

/**
 * Powerful browser features this site never uses, refused for it and anything it embeds. Only
 * features Chromium knows: an unknown one is logged as an error on every page.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
].join(', ');

/** A header's name and value, in the order they are sent. */
export type HeaderPair = readonly [name: string, value: string];

/**
 * Security headers on every answer: helmet's set, tuned for this site, plus Permissions-Policy.
 * None depends on the request (the policy carries no nonce), so they are worked out once, by
 * letting helmet answer a request that never travels, and then set in one step.
 */
export function securityHeaderList(settings: SecurityHeaderSettings): HeaderPair[] {
  const https = new URL(settings.publicUrl).protocol === 'https:';
  const setHeaders = helmet({
    contentSecurityPolicy: settings.enforceContentSecurityPolicy
      ? contentSecurityPolicy(https)
      : false,
    // Staff areas must never be framed (clickjacking); no page of the site needs framing.
    xFrameOptions: { action: 'deny' },
    // Other sites learn the origin a visitor came from, never the path (payment references).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent over http, HSTS is ignored by browsers; on https it pins the site to https for a
    // year. Subdomains are not included: the company may run other hosts we do not control.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  const probe = new ServerResponse(new IncomingMessage(new Socket()));
  setHeaders(probe.req, probe, () => undefined);
  const names = probe.getHeaderNames();
  if (names.length === 0) throw new Error('helmet set no headers: it no longer answers at once');
  return [
    ...names.map((name): HeaderPair => [name, String(probe.getHeader(name))]),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
}

/** Sets the security headers (securityHeaderList) on every answer. */
export function securityHeaders(headers: readonly HeaderPair[]): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
