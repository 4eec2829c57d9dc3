import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

interface Probe {
  name: string;
  path: string;
  init?: RequestInit;
}

/**
 * Pages: with no web renderer here they are 404s, so only the headers every answer shares are
 * checked on them; the built pages' policy is checked in a real browser, where every browser
 * test fails on a violation (tests/e2e/browser.ts, tests/e2e/production-hardening.test.ts).
 */
const PAGES: Probe[] = [
  { name: 'GET /', path: '/' },
  { name: 'GET /login', path: '/login' },
];

/** A REST sign-in and GraphQL. */
const API_CALLS: Probe[] = [
  {
    name: 'POST /api/v1/userAdmin',
    path: '/api/v1/userAdmin',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
    },
  },
  {
    name: 'POST /graphql',
    path: '/graphql',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    },
  },
];

const EVERY_KIND = [...PAGES, ...API_CALLS];

async function headersOf(server: TestServer, request: Probe) {
  const response = await fetch(`${server.url}${request.path}`, request.init);
  await response.arrayBuffer();
  return response.headers;
}

/** The policy as a map of directive to its values. */
function cspDirectives(headers: Headers): Map<string, string[]> {
  const policy = headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('security headers over plain http', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mode: 'none' }, { PUBLIC_URL: 'http://127.0.0.1:5000' });
  });
  afterAll(() => server.close());

  it.each(EVERY_KIND)('$name cannot be framed', async (request) => {
    const headers = await headersOf(server, request);
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it.each(API_CALLS)(
    '$name allows no inline or foreign script, plugin or framing',
    async (request) => {
      const csp = cspDirectives(await headersOf(server, request));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it.each(EVERY_KIND)('$name limits referrers, features and sniffing', async (request) => {
    const headers = await headersOf(server, request);
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('permissions-policy')).toContain('geolocation=()');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(EVERY_KIND)(
    '$name sends no HSTS and upgrades nothing on an http address',
    async (request) => {
      const headers = await headersOf(server, request);
      expect(headers.get('strict-transport-security')).toBeNull();
      expect(cspDirectives(headers).has('upgrade-insecure-requests')).toBe(false);
    },
  );
});

describe('security headers when PUBLIC_URL is https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mode: 'none' }, { PUBLIC_URL: 'https://www.example.test' });
  });
  afterAll(() => server.close());

  it.each(EVERY_KIND)('$name pins the site to https for a year', async (request) => {
    const headers = await headersOf(server, request);
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('asks the browser to upgrade any http address a page still names', async () => {
    const headers = await headersOf(server, { name: 'GET /api', path: '/api/v1/blog/getblog' });
    expect(cspDirectives(headers).has('upgrade-insecure-requests')).toBe(true);
  });
});
