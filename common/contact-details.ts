/**
 * The e-mail and mobile fields that the public forms share (contact, project request, chat,
 * payment, job application). Each one tells an empty value apart from a malformed one: empty is
 * '<Label> is required', a value that is not an address or number asks for a valid one.
 */
import { z } from 'zod';
import { cleanLine, requiredLine } from './text';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const INVALID_MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number';

/** An e-mail address that must be given. `field` names it in the length message. */
export function requiredEmail(maxLength: number, label = 'Email', field = label) {
  return requiredLine(label, maxLength, field).pipe(z.email(INVALID_EMAIL_MESSAGE));
}

/**
 * An e-mail address that may be left out: absent, null or blank means none (undefined); anything
 * else must be an address, kept lower-cased.
 */
export function optionalEmail(maxLength: number, label = 'Email') {
  return cleanLine(label, maxLength)
    .refine((value) => value === '' || z.email().safeParse(value).success, INVALID_EMAIL_MESSAGE)
    .transform((value) => (value === '' ? undefined : value.toLowerCase()))
    .nullish();
}

/** An Indian mobile number that must be given: exactly 10 digits, the first 6 to 9. */
export function requiredIndianMobile(maxLength: number, label = 'Mobile number', field = label) {
  return requiredLine(label, maxLength, field).pipe(
    z.string().regex(/^[6-9]\d{9}$/, INVALID_MOBILE_MESSAGE),
  );
}

/**
 * The form of an e-mail address by which one person's enquiries are matched: trimmed and
 * lower-cased (mailboxes are case-insensitive in practice). Empty means none.
 */
export function normalizeEmail(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase();
  return email || null;
}

/**
 * The 10 digits of an Indian mobile number however it was written ('+91 98765-43210',
 * '098765 43210', '919876543210'), or null when it is not one. Matches one person's enquiries.
 */
export function normalizeIndianMobile(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/[\s().-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}
