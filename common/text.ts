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

/**
 * Text that must be present: cleaned and limited as above, 'Title is required' when absent or
 * blank. `field` names it in the length message when that differs from the label.
 */
export function requiredText(label: string, maxLength: number, field = label) {
  const required = `${label} is required`;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : `${label} must be text`,
    })
    .pipe(cleanText(field, maxLength))
    .pipe(z.string().min(1, required));
}
