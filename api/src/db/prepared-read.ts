import { createHash } from 'node:crypto';
import { PgliteConnection } from '@mikro-orm/pglite';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Em } from './orm';
import { pgliteNamedRead, type ReadValue } from './pglite-named-read';

export type { ReadValue };

/**
 * Runs a busy read as a named prepared statement: each PostgreSQL connection (or the embedded
 * database's one session) parses and plans it once, then only executes it. The ORM sends every
 * statement with its values written into the text, which PostgreSQL plans afresh each time; for
 * the blog list, planning cost PostgreSQL more than reading (pgbench: ~12k lists a second planned
 * every time, ~28k prepared), CPU taken from the server process on the same machine; the
 * embedded database plans on the server's own thread.
 *
 * Inside a transaction (whose statements must travel on its own connection) the read goes
 * through the ORM like any other. `sql` uses `?` placeholders like em.execute and holds no
 * literal question mark.
 */
export async function preparedRead<Row>(
  em: Em,
  sql: string,
  params: readonly ReadValue[],
): Promise<Row[]> {
  const connection = em.getConnection();
  const onServer = connection instanceof PostgreSqlConnection;
  if (!(onServer || connection instanceof PgliteConnection) || em.isInTransaction()) {
    return em.execute<Row[]>(sql, [...params]);
  }
  const { text, name } = statementFor(sql);
  // The ORM's query hook sees it as it sees every statement (the benchmark counts them).
  em.config.get('onQuery')(text, params);
  try {
    if (!onServer) {
      return await pgliteNamedRead<Row>(await connection.getNativeClient(), name, text, params);
    }
    const pool = await connection.getNativeClient();
    const result = await pool.query({ name, text, values: [...params] });
    return result.rows as Row[];
  } catch (error) {
    // The same error classes as a statement sent through the ORM (outages, constraint names).
    throw em.getDriver().convertException(error as Error);
  }
}

/** Whether `em` reads from the embedded database (PGlite), whose driver runs on this thread. */
export function onEmbeddedDatabase(em: Em): boolean {
  return em.getConnection() instanceof PgliteConnection;
}

/** `a = ? and b = ?` as PostgreSQL's `a = $1 and b = $2`. */
export function numberedPlaceholders(sql: string): string {
  let position = 0;
  return sql.replace(/\?/g, () => `$${++position}`);
}

interface Statement {
  text: string;
  name: string;
}

/** The texts seen so far: a handful per list (one per combination of its filters). */
const statements = new Map<string, Statement>();
const MOST_STATEMENTS_KEPT = 1_000;

/**
 * A statement's text and name, worked out once per `sql` instead of hashing it on every read.
 * One name per text: a connection refuses a name it has already prepared for a different text,
 * and the lists' texts vary with their filters.
 */
function statementFor(sql: string): Statement {
  let statement = statements.get(sql);
  if (statement) return statement;
  const text = numberedPlaceholders(sql);
  statement = { text, name: `read_${createHash('sha1').update(text).digest('hex').slice(0, 20)}` };
  // A text made from something unbounded would otherwise grow the map without end.
  if (statements.size >= MOST_STATEMENTS_KEPT) statements.clear();
  statements.set(sql, statement);
  return statement;
}
