/** Zod's settings as zod itself keeps them: one object on globalThis, shared by every copy. */
interface ZodGlobalConfig {
  jitless?: boolean;
}

/**
 * Keeps zod from compiling parsers with `new Function`. The Content-Security-Policy forbids
 * eval, and the browser reports even zod's caught probe for it as a violation. Zod reads its
 * settings from `globalThis.__zod_globalConfig` (made there when zod first loads, kept if it
 * exists), so the entry sets it without loading zod: the forms that use zod load it later.
 */
export function makeZodJitless(scope: typeof globalThis = globalThis): void {
  const holder = scope as { __zod_globalConfig?: ZodGlobalConfig };
  // The same object zod holds, changed in place, whether zod has loaded yet or not.
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
