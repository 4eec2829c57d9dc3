import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openApiDocument,
  openApiPath,
  openApiSitePath,
} from '../../api/src/api-docs/openapi-document';
import { restRoutes, siteRoutes } from '../../api/src/rest';
import { startTestServer, type TestServer } from '../support/test-server';

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  'x-access'?: unknown;
  responses?: Record<string, unknown>;
}

const document = openApiDocument(restRoutes, siteRoutes);
const operationOf = (path: string, method: string) =>
  (document.paths?.[openApiPath(path)] as Record<string, Operation> | undefined)?.[method];

describe('the OpenAPI document of the REST facade', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const copy: Record<string, unknown> = { ...structuredClone(document) };
    const result = await validator.validate(copy);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of the route table with its access rule', () => {
    expect(restRoutes.length).toBeGreaterThan(25);
    for (const route of restRoutes) {
      const name = `${route.method.toUpperCase()} ${route.path}`;
      const operation = operationOf(route.path, route.method);
      expect(operation, name).toBeDefined();
      if (route.access === 'public') {
        expect(operation?.['x-access'], name).toBe('public');
        expect(operation?.security, name).toEqual([]);
      } else {
        expect(operation?.['x-access'], name).toEqual([...route.access]);
        expect(operation?.security, name).toContainEqual({ bearerToken: [] });
        expect(Object.keys(operation?.responses ?? {}), name).toEqual(
          expect.arrayContaining(['401', '403']),
        );
      }
    }
  });

  it('holds nothing but the routes of the table', () => {
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method} ${path}`),
    );
    const routes = [
      ...restRoutes.map((route) => `${route.method} ${openApiPath(route.path)}`),
      ...siteRoutes.map((route) => `${route.method} ${openApiSitePath(route.path)}`),
    ];
    expect(documented.sort()).toEqual(routes.sort());
  });

  it("documents the blog's RSS feeds at the site's own addresses, public", () => {
    for (const path of ['/blog/feed.xml', '/blog/{segment}/feed.xml']) {
      const feed = (document.paths?.[path] as Record<string, Operation> | undefined)?.['get'];
      expect(feed?.summary, path).toMatch(/RSS/);
      expect(feed?.['x-access'], path).toBe('public');
      expect(Object.keys(feed?.responses ?? {}), path).toContain('200');
    }
  });

  it('says what every route does and what it answers', () => {
    const undescribed = [...restRoutes, ...siteRoutes]
      .filter((route) => !route.summary || !route.responses)
      .map((route) => `${route.method} ${route.path}`);
    expect(undescribed).toEqual([]);
  });

  it('accepts the session cookie on reads only: writes need the bearer token', () => {
    const createJob = operationOf('/v1/job/createjob', 'post');
    expect(createJob?.security).toEqual([{ bearerToken: [] }]);
    const exportLeads = operationOf('/v1/leads/export', 'get');
    expect(exportLeads?.security).toEqual([{ bearerToken: [] }, { sessionCookie: [] }]);
  });
});

describe('the document and its reference page, served', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves the document at /api/openapi.json', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('serves the reference page with Scalar from this server, compressed', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    const html = await page.text();
    expect(page.status).toBe(200);
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src ?? '');
    expect(scripts).toEqual(['/api/docs/scalar.js', '/api/docs/setup.js']);
    const scalar = await fetch(`${server.url}${scripts[0]}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(scalar.status).toBe(200);
    expect(scalar.headers.get('content-encoding')).toBe('gzip');
    expect(await scalar.text()).toContain('createApiReference');
    const setup = await (await fetch(`${server.url}${scripts[1]}`)).text();
    expect(setup).toContain('"url":"/api/openapi.json"');
    expect(setup).toContain('"withDefaultFonts":false');
  });

  it("relaxes the script policy on the reference page only, for Scalar's validators", async () => {
    const scriptSources = async (path: string) => {
      const response = await fetch(`${server.url}${path}`);
      await response.arrayBuffer();
      const policy = response.headers.get('content-security-policy') ?? '';
      return /script-src ([^;]*)/.exec(policy)?.[1];
    };
    expect(await scriptSources('/api/docs')).toBe("'self' 'unsafe-eval'");
    expect(await scriptSources('/api/openapi.json')).toBe("'self'");
    expect(await scriptSources('/api/v1/blog/getblog')).toBe("'self'");
  });
});
