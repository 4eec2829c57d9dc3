import { generate } from 'otplib';

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. The
 * server accepts one step either side of now and never the same step twice, so a test that signs
 * in again after enrolling sends the next step's code.
 */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}
