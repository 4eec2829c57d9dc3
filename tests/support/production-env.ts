/**
 * What a production start requires (it refuses to start without them), for tests that start
 * one: a fixed session secret, a public address, and the sandbox allowed on purpose, as a
 * public demo would be, since tests take no real payment.
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-session-secret-0123456789',
  PUBLIC_URL: 'https://demo.example.in',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
} as const;
