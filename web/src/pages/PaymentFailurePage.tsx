import { PaymentOutcome } from '../features/pricing/PaymentOutcome';
import { withApollo } from '../lib/apollo/with-apollo';

/** Where the provider returns a visitor whose payment failed; the outcome and title come from the server. */
function PaymentFailurePage() {
  return (
    <section className="payment-result">
      <PaymentOutcome />
    </section>
  );
}

export default withApollo(PaymentFailurePage);
