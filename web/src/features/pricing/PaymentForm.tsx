import { useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { PAYMENT_TEXTS } from '../../../../common/billing';
import { paymentRequestSchema } from '../../../../common/billing.schemas';
import { formatRupees } from '../../../../common/money';
import { priceFor, type PlanSelection } from '../../../../common/plans';
import { paths } from '../../lib/paths';
import { useCreatePaymentMutation } from '../../graphql/hooks';
import { visitAttribution } from '../../lib/visit-attribution';
import { CheckboxField, InputField } from '../../lib/forms/fields';
import { FormOutcome } from '../../lib/forms/FormOutcome';
import {
  applyServerFieldErrors,
  serverFieldErrors,
  serverMessage,
} from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';

/** Who pays, as the server checks it, and the terms, which only this page asks for. */
const paymentFormSchema = paymentRequestSchema
  .pick({ name: true, mobile: true, email: true })
  .extend({
    terms: z.literal(true, { error: 'Please agree to the terms and refund policy to continue' }),
  });
const EMPTY = { name: '', mobile: '', email: '', terms: false };

/** Sends the browser to the provider's checkout; replaced in tests. */
export const browserNavigation = { go: (url: string) => window.location.assign(url) };

/**
 * Name, mobile, an e-mail for the receipt if the visitor wants one, and the terms; then the server
 * prices the plan and answers the provider's checkout address. One token per form: a second click
 * answers the same order.
 */
export function PaymentForm({ selection }: { selection: PlanSelection }) {
  const form = useZodForm(paymentFormSchema, { defaultValues: EMPTY });
  const [failure, setFailure] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const [clientToken] = useState(() => crypto.randomUUID());
  const [createPayment, { loading }] = useCreatePaymentMutation();
  const amount = formatRupees(priceFor(selection.plan, selection.cycle));
  const processing = loading || redirecting;

  const handleSubmit = form.handleSubmit(
    async ({ name, mobile, email }) => {
      setFailure('');
      try {
        const { data } = await createPayment({
          variables: {
            input: {
              ...selection,
              name,
              mobile,
              email: email ?? null,
              clientToken,
              attribution: visitAttribution(),
            },
          },
        });
        const url = data?.createPayment.url;
        if (!url) return setFailure(PAYMENT_TEXTS.initiationFailed);
        setRedirecting(true);
        browserNavigation.go(url);
      } catch (error) {
        setFailure(serverMessage(error, PAYMENT_TEXTS.somethingWrong));
        applyServerFieldErrors(
          form.setError,
          ['name', 'mobile', 'email'],
          serverFieldErrors(error),
        );
      }
    },
    () => setFailure(''),
  );
  const field = (name: 'name' | 'mobile' | 'email') => ({
    control: form.control,
    name,
    id: `payment-${name}`,
    className: 'payment-form__field',
    errorClassName: 'payment-form__error',
    required: name !== 'email',
    disabled: processing,
  });

  return (
    <form
      className="payment-form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby="payment-details-heading"
    >
      <h2 id="payment-details-heading">Your Details</h2>
      <InputField
        {...field('name')}
        label="Full Name"
        type="text"
        maxLength={100}
        autoComplete="name"
      />
      <InputField
        {...field('mobile')}
        label="Mobile Number"
        type="tel"
        inputMode="tel"
        maxLength={10}
        autoComplete="tel-national"
      />
      <InputField
        {...field('email')}
        label="Email for the receipt (optional)"
        type="email"
        maxLength={200}
        autoComplete="email"
      />
      <p className="payment-form__policy">{PAYMENT_TEXTS.noRefunds}</p>
      <CheckboxField
        control={form.control}
        name="terms"
        id="payment-terms"
        className="payment-form__terms"
        errorClassName="payment-form__error"
        required
        disabled={processing}
        label={
          <>
            I agree to the <Link to={paths.termsAndConditions}>Terms and Conditions</Link> and the{' '}
            <Link to={paths.policy}>refund policy</Link>
          </>
        }
      />
      <div className="payment-form__actions">
        <button type="submit" className="button" disabled={processing} aria-busy={processing}>
          {processing ? 'Processing...' : `Proceed to Pay ${amount}`}
        </button>
        <Link className="button button--ghost" to={paths.whatsapp}>
          Back to Plans
        </Link>
      </div>
      <div role="alert" className="payment-form__status">
        {failure && <FormOutcome className="payment-form__error">{failure}</FormOutcome>}
      </div>
    </form>
  );
}
