import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatRupeeAmount, priceFor, type PlanSelection } from '../../../../common/plans';
import { PHONE_HREF, SITE } from '../../../../common/site';
import { paths } from '../../app/paths';

/**
 * Name and mobile number for the order. Online card payment is not connected yet, so
 * submitting tells the visitor how to reach the company instead of doing nothing.
 */
export function PaymentForm({ selection }: { selection: PlanSelection }) {
  const [submitted, setSubmitted] = useState(false);
  const amount = formatRupeeAmount(priceFor(selection.plan, selection.cycle));
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form className="payment-form" onSubmit={onSubmit} aria-labelledby="payment-details-heading">
      <h2 id="payment-details-heading">Your Details</h2>
      <div className="payment-form__field">
        <label htmlFor="payment-name">Full Name</label>
        <input id="payment-name" name="name" autoComplete="name" required maxLength={100} />
      </div>
      <div className="payment-form__field">
        <label htmlFor="payment-mobile">Mobile Number</label>
        <input
          id="payment-mobile"
          name="mobileNumber"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={20}
        />
      </div>
      <div className="payment-form__actions">
        <button type="submit" className="button">
          Proceed to Pay Rs {amount}
        </button>
        <Link className="button button--ghost" to={paths.whatsapp}>
          Back to Plans
        </Link>
      </div>
      <div role="status" className="payment-form__status">
        {submitted && (
          <p className="notice">
            Online payments are not available yet. To complete your order, call us on{' '}
            <a href={PHONE_HREF}>{SITE.phone}</a> or e-mail{' '}
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a> and we will activate your plan.
          </p>
        )}
      </div>
    </form>
  );
}
