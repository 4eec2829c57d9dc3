// Creates or drops the database a CI run tests against, on the local PostgreSQL server.
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^\w+$/.test(name ?? '')) {
  console.error('usage: ci-database.mjs create|drop <name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await client.connect();
try {
  await client.query(
    action === 'create'
      ? `CREATE DATABASE "${name}"`
      : `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
  );
} finally {
  await client.end();
}
