import pg from 'pg';

/**
 * Key of the PostgreSQL advisory lock that makes servers starting together take turns at
 * migrating and seeding. Any fixed number works as long as nothing else in the database uses it.
 */
const SCHEMA_LOCK_KEY = 1_410_014_001;

/**
 * Runs `work` (migrations, the demo seed) while holding a session-level advisory lock on
 * PostgreSQL, so N servers starting at once migrate once: the first one migrates, the others
 * wait, then find nothing left to do. The lock lives on its own connection, outside the ORM's
 * pool, and PostgreSQL drops it if the process dies. The embedded database needs no lock:
 * only one process can open its folder (see data-folder-lock.ts).
 */
export async function withSchemaLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection surfaces as the next query's error; unhandled it would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
