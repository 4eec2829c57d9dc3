import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'company-site';
const AUDIENCE = 'staff';

export interface SessionClaims {
  sessionId: string;
  userId: number;
}

/**
 * Signs and verifies session tokens (HS256 JWTs). Verification accepts only HS256 with our key,
 * issuer and audience, and an unexpired `exp`: `alg: none`, other algorithms, tampered payloads
 * and expired tokens all come back undefined.
 */
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: SessionClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  async verify(token: string): Promise<SessionClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const userId = Number(payload.sub);
      if (typeof payload['sid'] !== 'string' || !Number.isSafeInteger(userId)) return undefined;
      return { sessionId: payload['sid'], userId };
    } catch {
      return undefined;
    }
  }
}

/**
 * SESSION_SECRET when configured (required for several servers behind one address); otherwise a
 * random secret kept in the data folder, so one server's sessions survive its restarts.
 */
export function loadSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      // Another process wrote it first; use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
