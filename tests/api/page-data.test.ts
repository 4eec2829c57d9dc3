import { ApolloLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import { Kind } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../../api/src/schema/build-schema';
import { createLogger } from '../../api/src/shared/logger';
import { createSsrExecutor, createSsrLink } from '../../api/src/web/ssr-link';
import { blogScenarios, seedBlogScenario } from '../../api/src/modules/blog/blog.scenarios';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import * as documents from '../../web/src/graphql/graphql';
import type { ApolloState } from '../../web/src/lib/apollo/apollo-state';
import { loadSourceRender, serveRenderedPages } from '../support/rendered-pages';
import { createTestServices } from '../support/test-services';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Pages that declare their queries (web/src/lib/page-data.ts) get them run before rendering and
 * render once. Whatever the address, they must render exactly what finding the queries while
 * rendering gives: the same HTML and status, and a state from which the browser builds the same
 * Apollo cache to hydrate with.
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

const STATE_BLOCK = /<script type="application\/json" id="apollo-state">(.*?)<\/script>/;

async function page(site: Site, address: string) {
  const response = await fetch(`${site.url}${address}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const state = JSON.parse(STATE_BLOCK.exec(html)?.[1] ?? '{}') as ApolloState;
  return {
    status: response.status,
    html: html.replace(STATE_BLOCK, ''),
    cache: browserCache(state),
  };
}

/** The generated query documents by operation name, as the pages' hooks ask with them. */
const QUERIES = new Map(
  Object.values(documents as Record<string, unknown>)
    .filter(
      (value): value is DocumentNode => (value as DocumentNode | null)?.kind === Kind.DOCUMENT,
    )
    .flatMap((document) =>
      document.definitions.map((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION && definition.name
          ? ([definition.name.value, document] as const)
          : undefined,
      ),
    )
    .filter((entry) => entry !== undefined),
);

/**
 * The cache the browser builds from a page's state: the normalised cache as it came, or each
 * answer written as the page's hooks write it when they first ask (lib/apollo/initial-answers.ts).
 */
function browserCache(state: ApolloState): unknown {
  const cache = new InMemoryCache();
  if (state.cache) cache.restore(state.cache);
  for (const [key, data] of Object.entries(state.answers ?? {})) {
    const split = key.indexOf(':');
    const query = QUERIES.get(key.slice(0, split));
    if (!query) throw new Error(`the page state answers ${key}, which no generated query asks`);
    const variables = JSON.parse(key.slice(split + 1)) as Record<string, unknown>;
    cache.writeQuery({ query, variables, data });
  }
  return cache.extract();
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
