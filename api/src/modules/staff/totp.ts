import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { SITE } from '../../../../common/site';
import type { SecretBox } from '../../shared/auth/secret-box';

/** The purpose TOTP secrets are sealed for in the database (see SecretBox). */
const SEAL_PURPOSE = 'totp-secret';

/** One 30-second step either side of now: phones whose clocks drift a little still get in. */
const TOLERANCE_SECONDS = 30;

/** What a person needs to add the account to an authenticator app. */
export interface TotpEnrolment {
  /** Base32, for typing in by hand. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth address as an SVG QR code. */
  qrCodeDataUrl: string;
}

/** A new secret for `email`, and its sealed form to store until the first code confirms it. */
export async function newTotpEnrolment(
  secrets: SecretBox,
  email: string,
): Promise<{ enrolment: TotpEnrolment; sealed: string }> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: SITE.name, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  const qrCodeDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return {
    enrolment: { secret, otpauthUrl, qrCodeDataUrl },
    sealed: secrets.seal(SEAL_PURPOSE, secret),
  };
}

/**
 * The time step a 6-digit code belongs to, when it is right for the sealed secret and newer than
 * `afterTimeStep` (a code already used is refused); undefined otherwise.
 */
export async function verifyTotpCode(
  secrets: SecretBox,
  sealed: string | null | undefined,
  code: string,
  afterTimeStep: number | null | undefined,
): Promise<number | undefined> {
  const secret = sealed ? secrets.open(SEAL_PURPOSE, sealed) : undefined;
  if (!secret || !/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep == null ? {} : { afterTimeStep }),
  });
  // The answer type also covers HOTP, whose results carry no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
