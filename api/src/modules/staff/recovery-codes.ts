import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../../common/two-factor';
import type { Em } from '../../db/orm';
import { RecoveryCode } from './recovery-code.entity';

/** Lower-case letters and digits without 0, 1, l and o, which are easily misread. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 'x7k2m-9qp4d': ten characters (about 50 bits), in two groups for reading aloud. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** A code as typed, in any case, with or without its hyphen and spaces. */
function hashRecoveryCode(typed: string): string {
  const normalised = typed.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}

/** Whether typed text could be a recovery code rather than an app's 6-digit code. */
export function looksLikeRecoveryCode(typed: string): boolean {
  return typed.replace(/[\s-]/g, '').length === 10;
}

/** Replaces the account's recovery codes with new ones; answers them (they are shown once). */
export async function replaceRecoveryCodes(em: Em, userId: number): Promise<string[]> {
  await em.nativeDelete(RecoveryCode, { user: userId });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  for (const code of codes) {
    em.create(RecoveryCode, { user: userId, codeHash: hashRecoveryCode(code) });
  }
  await em.flush();
  return codes;
}

/** Uses up one unused recovery code of the account; false when the code is not one of them. */
export async function useRecoveryCode(em: Em, userId: number, typed: string): Promise<boolean> {
  const used = await em.nativeUpdate(
    RecoveryCode,
    { user: userId, codeHash: hashRecoveryCode(typed), usedAt: null },
    { usedAt: new Date() },
  );
  return used > 0;
}

export function countUnusedRecoveryCodes(em: Em, userId: number): Promise<number> {
  return em.count(RecoveryCode, { user: userId, usedAt: null });
}
