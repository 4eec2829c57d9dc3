import { ApolloLink } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../../api/src/schema/build-schema';
import { createLogger } from '../../api/src/shared/logger';
import { createSsrExecutor, createSsrLink } from '../../api/src/web/ssr-link';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { loadSourceRender, serveRenderedPages } from '../support/rendered-pages';
import { createTestServices } from '../support/test-services';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Pages that declare their queries (web/src/lib/page-data.ts) get them run before rendering and
 * render once. Whatever the address, they must render exactly what finding the queries while
 * rendering gives: the same HTML, status and Apollo cache for the browser to hydrate.
 */
const ADDRESSES = [
  '/blog/education',
  '/blog/education?q=postgres',
  '/blog/education?q=zzz-nothing',
  '/blog/education?page=2',
  '/blog/education/learn-postgres',
  '/blog/education/no-such-post',
  '/blog/no-such-category',
  '/careers/backend-engineer',
  '/careers/no-such-job',
];

type Site = Awaited<ReturnType<typeof serveRenderedPages>>;
let server: TestServer;
let declared: Site;
let discovered: Site;
beforeAll(async () => {
  server = await startTestServer();
  await seedBlogScenario(server.orm, blogScenarios.standard);
  await seedCareersScenario(server.orm, careersScenarios.standard);
  declared = await serveRenderedPages(server.orm);
  discovered = await serveRenderedPages(server.orm, { discoverQueries: true });
}, 120_000);
afterAll(async () => {
  await declared.close();
  await discovered.close();
  await server.close();
});

async function page(site: Site, address: string) {
  const response = await fetch(`${site.url}${address}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

describe('pages that declare their queries', () => {
  it.each(ADDRESSES)('render %s as finding the queries while rendering does', async (address) => {
    const expected = await page(discovered, address);
    expect(await page(declared, address)).toEqual(expected);
  });

  it.each([
    ['/blog/education', 'Learn PostgreSQL', 'BlogPostList'],
    ['/blog/education/learn-postgres', 'Learn PostgreSQL', 'BlogPostBySlug'],
    ['/careers/backend-engineer', 'Backend Engineer', 'JobBySlug'],
  ])('render %s without asking Apollo Client for anything', async (url, shown, query) => {
    const source = await loadSourceRender();
    try {
      const schema = await buildAppSchema();
      const services = createTestServices(server.orm);
      const asked: string[] = [];
      const counting = new ApolloLink((operation, forward) => {
        asked.push(operation.operationName ?? '');
        return forward(operation);
      });
      const render = (url: string, declare: boolean) =>
        source.render({
          url,
          link: counting.concat(
            createSsrLink(schema, server.orm, services, createLogger('silent')),
          ),
          publicUrl: 'http://site.test',
          ...(declare ? { execute: createSsrExecutor(schema, server.orm, services) } : {}),
        });
      const result = await render(url, true);
      expect(result.kind === 'page' && result.html).toContain(shown);
      expect(asked).toEqual([]);
      await render(url, false);
      expect(asked).toEqual([query]);
    } finally {
      await source.close();
    }
  });
});
