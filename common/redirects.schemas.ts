/** Input rules for a redirect, enforced by the api and used by the Redirects form. */
import { z } from 'zod';
import { isUnredirectablePath, normalizeRedirectPath, REDIRECT_PATH_MAX_LENGTH } from './redirects';

function pathText(label: string) {
  return z
    .string({ error: `${label} is required` })
    .transform(normalizeRedirectPath)
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(
          REDIRECT_PATH_MAX_LENGTH,
          `${label} must be at most ${REDIRECT_PATH_MAX_LENGTH} characters`,
        )
        .refine((value) => !/\s/.test(value), `${label} must not contain spaces`),
    );
}

const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const redirectFieldsSchema = z.object({
  fromPath: pathText('Old address')
    .refine(
      isSitePath,
      'Old address must be a path on this site starting with /, such as /old-page',
    )
    .refine((value) => !/[?#]/.test(value), 'Old address must be a path without ? or #')
    .refine(
      (value) => !isUnredirectablePath(value),
      'Old address must not be in the staff areas, the APIs or /media',
    ),
  toPath: pathText('New address').refine(
    (value) => isSitePath(value) || isHttpsUrl(value),
    'New address must be a path on this site starting with / or an https:// address',
  ),
});
export type RedirectFieldsInput = z.input<typeof redirectFieldsSchema>;
export type RedirectFields = z.output<typeof redirectFieldsSchema>;
