import { PaymentOutcome } from '../features/pricing/PaymentOutcome';

/** Where the provider returns a visitor who paid; the outcome, and the title with it, come from the server. */
export default function PaymentSuccessPage() {
  return (
    <section className="payment-result">
      <PaymentOutcome />
    </section>
  );
}
