import pg from 'pg';
import { vi } from 'vitest';
import type { Orm } from '../../api/src/db/orm';

/**
 * Takes the server's database away until the returned function brings it back. Every query
 * and transaction fails with the very error pg gives when nothing listens at the database's
 * address, and MikroORM converts it as it would in a real outage. Works the same on PGlite and
 * PostgreSQL, and, unlike closing the ORM, the data is still there afterwards.
 */
export async function takeDatabaseDown(orm: Orm): Promise<() => void> {
  const refused = await refusedConnectionError();
  const connection = orm.em.getConnection();
  const stubs = [
    vi.spyOn(connection, 'execute').mockRejectedValue(refused),
    vi.spyOn(connection, 'begin').mockRejectedValue(refused),
  ];
  return () => {
    for (const stub of stubs) stub.mockRestore();
  };
}

async function refusedConnectionError(): Promise<Error> {
  const client = new pg.Client({ host: '127.0.0.1', port: 1, user: 'app', database: 'app' });
  return client.connect().then(
    () => new Error('something answered on port 1'),
    (error: unknown) => error as Error,
  );
}
