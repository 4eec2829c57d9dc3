/**
 * The baseline: node:http and one hand-written SQL query, answering the same rows as JSON.
 * Reads DATABASE_URL (PostgreSQL, pooled) or PGLITE_DIR (a copy of the app's embedded data).
 */
import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const SQL =
  'select id, slug, title, description, category, image, created_at from blog_post order by created_at desc, id desc limit $1';

type Query = (limit: number) => Promise<unknown[]>;

async function connect(): Promise<Query> {
  const url = process.env['DATABASE_URL'];
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return async (limit) => (await pool.query<Record<string, unknown>>(SQL, [limit])).rows;
  }
  const db = await PGlite.create(process.env['PGLITE_DIR'] ?? 'memory://');
  return async (limit) => (await db.query(SQL, [limit])).rows;
}

const query = await connect();
const server = createServer((req, res) => {
  const limit = Math.min(
    50,
    Number(new URL(req.url ?? '/', 'http://x').searchParams.get('limit') ?? 12),
  );
  query(limit).then(
    (rows) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: rows }));
    },
    () => {
      res.writeHead(500).end();
    },
  );
});
server.listen(Number(process.env['PORT']), '127.0.0.1', () => {
  console.log('baseline ready');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
