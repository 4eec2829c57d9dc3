import type { z } from 'zod';
import { ValidationError, type FieldErrors } from './errors';

/** Parses input with a shared schema; a failure names every offending field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'input';
    fields[field] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => (field === 'input' ? message : `${field}: ${message}`))
    .join('; ');
  throw new ValidationError(`Invalid input: ${summary}`, fields);
}
