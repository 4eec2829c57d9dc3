import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { PAYMENT_TEXTS, paymentRequestSchema } from '../../../../common/billing';
import { formatRupeeAmount, priceFor, type PlanSelection } from '../../../../common/plans';
import { paths } from '../../app/paths';
import { useCreatePaymentMutation } from '../../graphql/hooks';
import {
  paymentServerFieldErrors,
  paymentServerMessage,
  type PaymentErrors,
  type PaymentField as Field,
} from './payment-errors';
import { PaymentField } from './PaymentField';

const FIELD_ORDER: Field[] = ['name', 'mobile', 'terms'];

/** Sends the browser to the provider's checkout; replaced in tests. */
export const browserNavigation = { go: (url: string) => window.location.assign(url) };

/**
 * Name, mobile and the terms, then the server prices the plan and answers the provider's
 * checkout address. One token per form: a second click answers the same order.
 */
export function PaymentForm({ selection }: { selection: PlanSelection }) {
  const [values, setValues] = useState({ name: '', mobile: '' });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [failure, setFailure] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const [clientToken] = useState(() => crypto.randomUUID());
  const [createPayment, { loading }] = useCreatePaymentMutation();
  const amount = formatRupeeAmount(priceFor(selection.plan, selection.cycle));
  const processing = loading || redirecting;

  const showErrors = (found: PaymentErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(`payment-${first}`)?.focus();
  };

  const handleSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure('');
    const found = validate({ ...selection, ...values }, agreed);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    try {
      const { data } = await createPayment({
        variables: { input: { ...selection, ...values, clientToken } },
      });
      const url = data?.createPayment.url;
      if (!url) return setFailure(PAYMENT_TEXTS.initiationFailed);
      setRedirecting(true);
      browserNavigation.go(url);
    } catch (error) {
      setFailure(paymentServerMessage(error));
      showErrors(paymentServerFieldErrors(error));
    }
  };

  return (
    <form
      className="payment-form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby="payment-details-heading"
    >
      <h2 id="payment-details-heading">Your Details</h2>
      <PaymentField
        id="payment-name"
        label="Full Name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        disabled={processing}
        onChange={(name) => setValues((current) => ({ ...current, name }))}
      />
      <PaymentField
        id="payment-mobile"
        label="Mobile Number"
        type="tel"
        autoComplete="tel-national"
        value={values.mobile}
        error={errors.mobile}
        disabled={processing}
        onChange={(mobile) => setValues((current) => ({ ...current, mobile }))}
      />
      <p className="payment-form__policy">{PAYMENT_TEXTS.noRefunds}</p>
      <div className="payment-form__terms">
        <input
          id="payment-terms"
          type="checkbox"
          required
          checked={agreed}
          disabled={processing}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? 'payment-terms-error' : undefined}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label htmlFor="payment-terms">
          I agree to the <Link to={paths.termsAndConditions}>Terms and Conditions</Link> and the{' '}
          <Link to={paths.policy}>refund policy</Link>
        </label>
        {errors.terms && (
          <p id="payment-terms-error" className="payment-form__error">
            {errors.terms}
          </p>
        )}
      </div>
      <div className="payment-form__actions">
        <button type="submit" className="button" disabled={processing} aria-busy={processing}>
          {processing ? 'Processing...' : `Proceed to Pay Rs ${amount}`}
        </button>
        <Link className="button button--ghost" to={paths.whatsapp}>
          Back to Plans
        </Link>
      </div>
      <div role="alert" className="payment-form__status">
        {failure && <p className="payment-form__error">{failure}</p>}
      </div>
    </form>
  );
}

function validate(input: Record<string, string>, agreed: boolean): PaymentErrors {
  const errors: PaymentErrors = {};
  const result = paymentRequestSchema.safeParse(input);
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'name' || field === 'mobile') errors[field] ??= issue.message;
  }
  if (!agreed) errors.terms = 'Please agree to the terms and refund policy to continue';
  return errors;
}
