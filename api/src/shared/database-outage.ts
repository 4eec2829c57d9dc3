import { ConnectionException } from '@mikro-orm/core';
import { ServiceUnavailableError } from './errors';

/**
 * Node's codes for a server that cannot be reached or dropped the connection, and PostgreSQL's
 * for a server going away: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now.
 * SQLSTATE class 08 (connection exception) is matched as a whole below.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

/** What pg, its pool and PGlite say when the connection is gone (they set no code). */
const CONNECTION_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /PGlite is closed/i,
];

/**
 * True when an error means the database cannot be reached, however it is wrapped: MikroORM's
 * DriverException copies the driver's code and message, GraphQL keeps the thrown error as
 * `originalError`, and other wrappers keep it as `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return wrappedErrors(error).some(
    (link) =>
      link instanceof ConnectionException ||
      isConnectionCode(link['code']) ||
      CONNECTION_MESSAGES.some((pattern) => pattern.test(String(link['message']))),
  );
}

/** A database outage becomes a ServiceUnavailableError (503, try again); others pass unchanged. */
export function recogniseDatabaseOutage(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? new ServiceUnavailableError() : error;
}

/**
 * For a promise outside the error handlers, such as Apollo's context (a failure there never
 * reaches a plugin): an outage is rethrown as ServiceUnavailableError, whose extensions give
 * Apollo the 503 status and Retry-After header.
 */
export function rethrowRecognised(error: unknown): never {
  throw recogniseDatabaseOutage(error);
}

function isConnectionCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  return CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}

/** The error and the errors inside it (a few levels deep: chains are short, cycles possible). */
function wrappedErrors(error: unknown): Record<string, unknown>[] {
  const seen = new Set<unknown>();
  const found: Record<string, unknown>[] = [];
  const pending: unknown[] = [error];
  while (pending.length > 0 && found.length < 10) {
    const next = pending.shift();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    const record = next as Record<string, unknown>;
    found.push(record);
    pending.push(record['originalError'], record['cause']);
    // Node reports a refused connection to every address of a host as one AggregateError.
    if (Array.isArray(record['errors'])) pending.push(...(record['errors'] as unknown[]));
  }
  return found;
}
