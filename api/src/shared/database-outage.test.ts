import { PGlite } from '@electric-sql/pglite';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { MikroORM, type AbstractSqlDriver, type EntityManager } from '@mikro-orm/sql';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ormOptions } from '../db/orm';
import { isDatabaseUnavailable, recogniseDatabaseOutage } from './database-outage';
import { NotFoundError, ServiceUnavailableError } from './errors';
import { RateLimitCounter } from './rate-limit-counter.entity';

/** What a query through the ORM throws when nothing listens where the database should be. */
async function unreachablePostgresError(): Promise<unknown> {
  const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(
    ormOptions({ databaseUrl: 'postgres://app@127.0.0.1:1/app', pgliteDir: 'memory://' }),
  );
  try {
    await orm.em.fork().findOne(RateLimitCounter, { key: 'any' });
  } catch (error) {
    return error;
  } finally {
    await orm.close();
  }
  throw new Error('the query reached a database on port 1');
}

async function closedPgliteError(): Promise<unknown> {
  const database = await PGlite.create();
  await database.close();
  return database.query('select 1').then(
    () => new Error('a closed PGlite answered'),
    (error: unknown) => error,
  );
}

/** What pg reports when the server goes away mid-session (fields as pg's DatabaseError has them). */
function postgresError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

describe('isDatabaseUnavailable', () => {
  it('recognises an unreachable PostgreSQL, as the ORM and as GraphQL wrap it', async () => {
    const error = await unreachablePostgresError();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(
      isDatabaseUnavailable(new GraphQLError('failed', { originalError: error as Error })),
    ).toBe(true);
  });

  it('recognises a closed embedded database', async () => {
    expect(isDatabaseUnavailable(await closedPgliteError())).toBe(true);
  });

  it.each([
    [
      'an administrator shutdown',
      postgresError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a connection failure (class 08)', postgresError('08006', 'connection failure')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect', new Error('timeout exceeded when trying to connect')],
    [
      'a wrapped timeout',
      new Error('query failed', { cause: postgresError('ETIMEDOUT', 'connect ETIMEDOUT') }),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      'a unique violation',
      new UniqueConstraintViolationException(postgresError('23505', 'duplicate key')),
    ],
    ['a domain error', new NotFoundError('Job not found')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'boom'],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(recogniseDatabaseOutage(error)).toBe(error);
  });

  it('turns an outage into a 503 that asks the client to try again', async () => {
    const recognised = recogniseDatabaseOutage(await unreachablePostgresError());
    expect(recognised).toBeInstanceOf(ServiceUnavailableError);
    expect(recognised).toMatchObject({ httpStatus: 503, code: 'SERVICE_UNAVAILABLE' });
    expect((recognised as Error).message).toMatch(/try again/);
  });
});
