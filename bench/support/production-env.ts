/**
 * What a production start of the built server requires (it refuses to start without them),
 * set for a local measurement: a fixed session secret, the loopback address as the public one,
 * and the sandbox allowed, since nothing here takes a real payment.
 */
export function benchProductionEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    // Required with BENCH_DATABASE_URL (a database server); harmless on the embedded one.
    PAYMENT_SANDBOX_SECRET: 'bench-only-sandbox-secret-0123456789abcdef',
  };
}
