import { startServer } from '../api/src/server';
import { loadConfig } from '../api/src/config';
import { createLogger } from '../api/src/shared/logger';
import { seedBenchPosts } from './bench-posts';

const REQUESTS = 20;

/**
 * Statements per request for the blog list at page sizes 5 and 50, counted by the ORM's query
 * hook on an in-process server: the number must not grow with the page size.
 */
export async function countStatements(): Promise<
  { target: string; 'page 5': number; 'page 50': number }[]
> {
  let statements = 0;
  const pgliteDir = 'memory://';

  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_CONTENT: 'false',
  });
  const server = await startServer({
    config,
    logger: createLogger('silent'),
    web: { mode: 'none' },
    pgliteDir,
    onQuery: () => {
      statements++;
    },
  });
  await seedBenchPosts(server.orm);
  const perRequest = async (send: () => Promise<Response>) => {
    statements = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const response = await send();
      if (!response.ok) throw new Error(`status ${response.status}`);
      await response.text();
    }
    return statements / REQUESTS;
  };
  const graphql = (limit: number) => () =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ blogPosts(limit: ${limit}) { total items { id title excerpt } } }`,
      }),
    });
  const rest = (limit: number) => () => fetch(`${server.url}/api/v1/blog/getblog?limit=${limit}`);
  try {
    return [
      {
        target: 'GraphQL',
        'page 5': await perRequest(graphql(5)),
        'page 50': await perRequest(graphql(50)),
      },
      {
        target: 'REST',
        'page 5': await perRequest(rest(5)),
        'page 50': await perRequest(rest(50)),
      },
    ];
  } finally {
    await server.close();
  }
}
