import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * express.json's `verify` hook: keeps the exact bytes a JSON body arrived as, because a
 * signature (a payment provider's callback) is computed over those bytes, not over the
 * re-serialised object.
 */
export function keepRawBody(req: IncomingMessage, _res: unknown, buffer: Buffer): void {
  rawBodies.set(req, Buffer.from(buffer));
}

/** The body's bytes: kept by express.json, or the Buffer express.raw left for other types. */
export function rawBodyOf(req: Request): Buffer {
  const kept = rawBodies.get(req);
  if (kept) return kept;
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}
