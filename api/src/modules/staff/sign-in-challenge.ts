import { createHash } from 'node:crypto';
import { SIGN_IN_CHALLENGE_MINUTES, type SignInChallengeKind } from '../../../../common/two-factor';
import type { StaffRole } from '../../../../common/staff';
import type { SecretBox } from '../../shared/auth/secret-box';

const SEAL_PURPOSE = 'sign-in-challenge';

/** What the first step of a sign-in vouches for, sealed into the token the second step brings. */
export interface ChallengeClaims {
  userId: number;
  kind: SignInChallengeKind;
  /** The door the password was given at. */
  role: StaffRole;
  remember: boolean;
  /** A fingerprint of the password hash: a password changed since voids the challenge. */
  passwordTag: string;
  expiresAt: number;
}

export interface IssuedChallenge {
  challengeToken: string;
  expiresAt: Date;
}

/**
 * A challenge token: the claims sealed with AES-GCM (SecretBox), so clients can neither read nor
 * forge one, and any server with the same SESSION_SECRET can check it without a database row.
 */
export function issueChallenge(
  secrets: SecretBox,
  claims: Omit<ChallengeClaims, 'expiresAt'>,
): IssuedChallenge {
  const expiresAt = Date.now() + SIGN_IN_CHALLENGE_MINUTES * 60_000;
  const challengeToken = secrets.seal(SEAL_PURPOSE, JSON.stringify({ ...claims, expiresAt }));
  return { challengeToken, expiresAt: new Date(expiresAt) };
}

/** The claims of a genuine, unexpired challenge token; undefined for anything else. */
export function openChallenge(secrets: SecretBox, token: string): ChallengeClaims | undefined {
  const opened = secrets.open(SEAL_PURPOSE, token);
  if (!opened) return undefined;
  const claims = JSON.parse(opened) as ChallengeClaims;
  return claims.expiresAt > Date.now() ? claims : undefined;
}

export function passwordTag(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}
