import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

const FALLBACK_ERROR = 'Something went wrong. Please try again.';

/** The first message per field of a refused write (the server's `extensions.fields`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return errors;
  for (const item of error.errors) {
    const fields = item.extensions?.['fields'];
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [field, message] of Object.entries(fields)) {
      if (typeof message === 'string') errors[field] ??= message;
    }
  }
  return errors;
}

/** The server's own words when it refused a write; the fallback for a fault or anything else. */
export function serverMessage(error: unknown, fallback = FALLBACK_ERROR): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) {
    const code = error.errors[0].extensions?.['code'];
    if (code !== 'INTERNAL_SERVER_ERROR') return error.errors[0].message;
  }
  return fallback;
}

/**
 * Shows the server's per-field messages under the form's own fields (in the form's order, the
 * first one focused) and tells whether any field was named.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
  errors: Record<string, string>,
): boolean {
  const named = fields.filter((field) => errors[field] !== undefined);
  named.forEach((field, index) =>
    setError(field, { type: 'server', message: errors[field] }, { shouldFocus: index === 0 }),
  );
  return named.length > 0;
}
