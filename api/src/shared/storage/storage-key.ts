import { randomBytes } from 'node:crypto';

/** Keys are 32 hex characters: nothing a caller sends can name another file or folder. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A new random key; never derived from the uploader's file name. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}
