import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { contactMessageSchema } from '../../../../common/leads';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactMessage: ContactValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

export const CONTACT_FALLBACK_ERROR = 'Something went wrong. Please try again.';

function isContactField(name: unknown): name is ContactField {
  return CONTACT_FIELDS.some((field) => field === name);
}

/** The first message per field from the shared schema the server also applies. */
export function validateContactMessage(values: ContactValues): ContactErrors {
  const result = contactMessageSchema.safeParse(values);
  const errors: ContactErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** Per-field messages of a refused message (the server's extensions.fields). */
export function contactServerFieldErrors(error: unknown): ContactErrors {
  const errors: ContactErrors = {};
  if (!CombinedGraphQLErrors.is(error)) return errors;
  for (const item of error.errors) {
    const fields = item.extensions?.['fields'];
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [field, message] of Object.entries(fields)) {
      if (isContactField(field) && typeof message === 'string') errors[field] ??= message;
    }
  }
  return errors;
}

/** The server's own words when it refused the message; the fallback for anything else. */
export function contactServerMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) {
    const code = error.errors[0].extensions?.['code'];
    if (code !== 'INTERNAL_SERVER_ERROR') return error.errors[0].message;
  }
  return CONTACT_FALLBACK_ERROR;
}
