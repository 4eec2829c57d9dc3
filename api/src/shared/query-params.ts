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
