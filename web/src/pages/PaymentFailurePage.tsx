import { PaymentOutcome } from '../features/pricing/PaymentOutcome';

/** Where the provider returns a visitor whose payment failed; the outcome and title come from the server. */
export default function PaymentFailurePage() {
  return (
    <section className="payment-result">
      <PaymentOutcome />
    </section>
  );
}
