import { z } from 'zod';

/**
 * Text from a visitor: NUL characters removed (PostgreSQL cannot store them), surrounding
 * space trimmed, then limited in length with a message naming the field.
 */
export function cleanText(field: string, maxLength: number) {
  return z
    .string()
    .transform((value) => value.replace(/\0/g, '').trim())
    .pipe(z.string().max(maxLength, `${field} must be at most ${maxLength} characters`));
}
