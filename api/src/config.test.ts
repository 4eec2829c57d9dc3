import { describe, expect, it } from 'vitest';
import { configRefusal } from '../../tests/support/config-refusal';
import { ConfigError, loadConfig } from './config';
import { ormOptions } from './db/orm';

/** What a production start needs besides a payment provider. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-session-secret-0123456789',
  PUBLIC_URL: 'https://www.example.in',
};
const PHONEPE = {
  PAYMENT_PROVIDER: 'phonepe',
  PHONEPE_MERCHANT_ID: 'MERCHANT',
  PHONEPE_SALT_KEY: 'salt-key',
  PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes',
};

describe('configuration', () => {
  it('defaults to the embedded database on 127.0.0.1:5000 with demo content', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 5000,
      databaseUrl: undefined,
      dataDir: 'data',
      demoContent: true,
      graphqlIntrospection: true,
      publicUrl: 'http://127.0.0.1:5000',
    });
  });

  it('turns demo content and introspection off in production unless asked', () => {
    const config = loadConfig({ ...PRODUCTION, ...PHONEPE });
    expect(config.demoContent).toBe(false);
    expect(config.graphqlIntrospection).toBe(false);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE (10 by default), refusing 0', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    const config = loadConfig({ DATABASE_POOL_SIZE: '4' });
    expect(config.databasePoolSize).toBe(4);
    const target = { databaseUrl: 'postgres://db/site', pgliteDir: 'x', poolSize: 4 };
    expect(ormOptions(target).pool).toEqual({ max: 4 });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('stops with a message naming each bad value', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    }
  });

  it('refuses a production start without a real payment provider, naming PAYMENT_PROVIDER', () => {
    expect(configRefusal(PRODUCTION)).toMatch(/PAYMENT_PROVIDER: required in production/);
    expect(configRefusal({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toMatch(
      /PAYMENT_PROVIDER: .*sandbox takes no money.*PAYMENT_SANDBOX_IN_PRODUCTION=true/,
    );
  });

  it("refuses PhonePe's test host in production, naming PHONEPE_BASE_URL", () => {
    const { PHONEPE_BASE_URL: _production, ...phonePeOnItsTestHost } = PHONEPE;
    expect(configRefusal({ ...PRODUCTION, ...phonePeOnItsTestHost })).toMatch(
      /PHONEPE_BASE_URL: is PhonePe's test host/,
    );
  });

  it('refuses a production start without SESSION_SECRET or PUBLIC_URL, naming each', () => {
    const message = configRefusal({ NODE_ENV: 'production', ...PHONEPE });
    expect(message).toMatch(/SESSION_SECRET: required in production/);
    expect(message).toMatch(/PUBLIC_URL: required in production/);
  });

  it('starts production on the sandbox only when PAYMENT_SANDBOX_IN_PRODUCTION says so', () => {
    const config = loadConfig({ ...PRODUCTION, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
    expect(config.payments).toMatchObject({ provider: 'sandbox', sandboxInProduction: true });
    expect(configRefusal({ ...PRODUCTION, PAYMENT_SANDBOX_IN_PRODUCTION: 'yes' })).toMatch(
      /PAYMENT_SANDBOX_IN_PRODUCTION/,
    );
  });

  it('keeps the sandbox as the default outside production, with nothing else required', () => {
    expect(loadConfig({}).payments).toMatchObject({
      provider: 'sandbox',
      sandboxInProduction: false,
    });
    expect(loadConfig({ ...PRODUCTION, ...PHONEPE }).payments.phonePe.isTestHost).toBe(false);
  });
});
