import { describe, expect, it } from 'vitest';
import { configRefusal } from '../../tests/support/config-refusal';
import { loadConfig } from './config';

const SHARED_DATABASE = { DATABASE_URL: 'postgres://app@db.internal/site' };

describe('the sandbox secret on a shared database', () => {
  it('is required with DATABASE_URL, as every server must verify the same signatures', () => {
    expect(configRefusal(SHARED_DATABASE)).toMatch(
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
