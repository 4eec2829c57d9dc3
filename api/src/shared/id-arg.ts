import { ValidationError } from './errors';

/** GraphQL IDs arrive as strings; our ids are positive integers. */
export function parseIdArg(value: string | undefined | null, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!/^\d{1,15}$/.test(value) || Number(value) < 1) {
    throw new ValidationError(`Invalid input: ${field}: must be a positive whole number`, {
      [field]: 'must be a positive whole number',
    });
  }
  return Number(value);
}

/** A required id argument or path parameter, as a positive integer. */
export function parseId(value: string, field = 'id'): number {
  return parseIdArg(value, field) ?? 0;
}
