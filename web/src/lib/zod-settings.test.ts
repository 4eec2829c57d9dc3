import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zod-settings';

describe('makeZodJitless', () => {
  it('reaches zod loaded afterwards without the caller importing zod', async () => {
    makeZodJitless();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('changes the settings zod already holds in place', () => {
    const scope = {
      __zod_globalConfig: { customError: undefined },
    } as unknown as typeof globalThis;
    const held = (scope as unknown as { __zod_globalConfig: object }).__zod_globalConfig;
    makeZodJitless(scope);
    expect(held).toEqual({ customError: undefined, jitless: true });
  });
});
