import { ValidationError } from './errors';

/** A query parameter given at most once, as text (?a=1&a=2 and ?a[b]=1 are refused by name). */
export function singleQueryValue(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    throw new ValidationError(`Invalid input: ${name} must be given once, as text`, {
      [name]: 'must be given once, as text',
    });
  }
  return value;
}

/** A query parameter holding a whole number, or absent. */
export function numberQueryValue(value: unknown, name: string): number | undefined {
  const text = singleQueryValue(value, name);
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,9}$/.test(text)) {
    throw new ValidationError(`Invalid input: ${name} must be a whole number`, {
      [name]: 'must be a whole number',
    });
  }
  return Number(text);
}

/**
 * `?sort=NAME&direction=DESC` as a list's sort argument, unchecked (the service parses it with
 * the list's own fields); neither given means the list's default order.
 */
export function sortQueryValue(query: Record<string, unknown>): {
  field: string | undefined;
  direction: string | undefined;
} | null {
  const field = singleQueryValue(query['sort'], 'sort') || undefined;
  const direction = singleQueryValue(query['direction'], 'direction') || undefined;
  return field || direction ? { field, direction } : null;
}
