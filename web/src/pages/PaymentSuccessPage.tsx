import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { PaymentOutcome } from '../features/pricing/PaymentOutcome';

/** Where the provider returns a visitor who paid; the outcome comes from the server. */
export default function PaymentSuccessPage() {
  return (
    <section className="payment-result">
      <PageMeta
        title="Payment Successful"
        description="Your payment was received."
        path={paths.paymentSuccess}
        noIndex
      />
      <PaymentOutcome />
    </section>
  );
}
