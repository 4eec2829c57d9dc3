import { CombinedGraphQLErrors } from '@apollo/client';
import { PAYMENT_TEXTS } from '../../../../common/billing';

export type PaymentField = 'name' | 'mobile' | 'terms';
export type PaymentErrors = Partial<Record<PaymentField, string>>;

/** The server's words when it gave any (spec: Payment failure), else the generic text. */
export function paymentServerMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) {
    const code = error.errors[0].extensions?.['code'];
    if (code !== 'INTERNAL_SERVER_ERROR') return error.errors[0].message;
  }
  return PAYMENT_TEXTS.somethingWrong;
}

/** The server's per-field messages for the fields this form shows. */
export function paymentServerFieldErrors(error: unknown): PaymentErrors {
  const errors: PaymentErrors = {};
  if (!CombinedGraphQLErrors.is(error)) return errors;
  for (const item of error.errors) {
    const fields = item.extensions?.['fields'];
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [field, message] of Object.entries(fields)) {
      if ((field === 'name' || field === 'mobile') && typeof message === 'string') {
        errors[field] ??= message;
      }
    }
  }
  return errors;
}
