import path from 'node:path';
import express, { type Express } from 'express';

export const EXPLORER_PATH = '/graphiql';

/**
 * The GraphQL explorer built by `npm run build:explorer` (dist/explorer): its page at /graphiql
 * and its hashed files under /graphiql/assets. The page is the same for everyone; what a query
 * may read is decided by /graphql for the caller (cookie or bearer token).
 */
export function serveBuiltExplorer(app: Express, distDir: string): void {
  const explorerDir = path.join(distDir, 'explorer');
  app.use(
    `${EXPLORER_PATH}/assets`,
    express.static(path.join(explorerDir, 'assets'), { immutable: true, maxAge: '1y' }),
    (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    },
  );
  app.get(EXPLORER_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(explorerDir, 'graphiql.html'));
  });
}
