import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { PaymentOutcome } from '../features/pricing/PaymentOutcome';

/** Where the provider returns a visitor whose payment failed; the outcome comes from the server. */
export default function PaymentFailurePage() {
  return (
    <section className="payment-result">
      <PageMeta
        title="Payment Failed"
        description="Your payment could not be processed."
        path={paths.paymentFailure}
        noIndex
      />
      <PaymentOutcome />
    </section>
  );
}
