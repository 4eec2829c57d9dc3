import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, parallelism 1. The algorithm is
 * the library's default, argon2id (its const enum cannot be named under isolatedModules); the
 * password test checks the hashes say so.
 */
const ARGON2_OPTIONS: Options = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a random password, so an unknown e-mail costs as much time as a wrong password. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
