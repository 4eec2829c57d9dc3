import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

/** What a preview link opens: one record, as it was when the link was made. */
export interface PreviewSubject {
  /** 'post' or 'job': a post's link never opens a job with the same id. */
  kind: string;
  id: number;
  /** The record's version (its last change, in ms): any later save retires the link. */
  version: number;
}

interface PreviewClaims extends PreviewSubject {
  /** Expiry, ms since the epoch. */
  expiresAt: number;
}

/**
 * Short-lived signed preview links: HMAC-SHA256 over the subject and expiry, keyed by a key
 * derived from the session secret (so a preview token is never a valid session token, and the
 * reverse). Tampered, expired, foreign-kind or stale tokens all verify as undefined.
 */
export class PreviewTokens {
  private readonly key: Buffer;

  constructor(
    sessionSecret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', sessionSecret).update('content-preview-links').digest();
  }

  sign(subject: PreviewSubject, ttlMs: number): { token: string; expiresAt: Date } {
    const expiresAt = this.clock.now().getTime() + ttlMs;
    const claims: PreviewClaims = { ...subject, expiresAt };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { token: `${payload}.${this.signature(payload)}`, expiresAt: new Date(expiresAt) };
  }

  /** The subject a valid, unexpired token of this kind names, or undefined. */
  verify(token: string, kind: string): PreviewSubject | undefined {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(this.signature(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = parseClaims(payload);
    if (!claims || claims.kind !== kind || claims.expiresAt <= this.clock.now().getTime()) {
      return undefined;
    }
    return { kind: claims.kind, id: claims.id, version: claims.version };
  }

  private signature(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

function parseClaims(payload: string): PreviewClaims | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { kind, id, version, expiresAt } = value as Record<string, unknown>;
    if (typeof kind !== 'string' || !Number.isSafeInteger(id)) return undefined;
    if (typeof version !== 'number' || typeof expiresAt !== 'number') return undefined;
    return { kind, id: id as number, version, expiresAt };
  } catch {
    return undefined;
  }
}
