import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SHARED_DATABASE = { DATABASE_URL: 'postgres://app@db.internal/site' };

/** The ConfigError's message, or a failure when the configuration was accepted. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('the sandbox secret on a shared database', () => {
  it('is required with DATABASE_URL, as every server must verify the same signatures', () => {
    expect(refusal(SHARED_DATABASE)).toMatch(
      /PAYMENT_SANDBOX_SECRET: required when DATABASE_URL is set and PAYMENT_PROVIDER is sandbox/,
    );
  });

  it('is accepted when set, and taken as the signing key', () => {
    const secret = 'a-shared-sandbox-secret-0123456789abcd';
    const config = loadConfig({ ...SHARED_DATABASE, PAYMENT_SANDBOX_SECRET: secret });
    expect(config.payments.sandboxSecret).toBe(secret);
  });

  it('is not needed on the embedded database, nor with a real provider', () => {
    expect(loadConfig({}).payments.sandboxSecret).toBeUndefined();
    const phonePe = {
      ...SHARED_DATABASE,
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_MERCHANT_ID: 'MERCHANT',
      PHONEPE_SALT_KEY: 'salt-key',
    };
    expect(loadConfig(phonePe).payments.provider).toBe('phonepe');
  });
});
