import { PaymentOutcome } from '../features/pricing/PaymentOutcome';
import { withApollo } from '../lib/apollo/with-apollo';
import { PaymentStylesheet } from '../features/pricing/PaymentStylesheet';

/** Where the provider returns a visitor whose payment failed; the outcome and title come from the server. */
function PaymentFailurePage() {
  return (
    <section className="payment-result">
      <PaymentStylesheet />
      <PaymentOutcome />
    </section>
  );
}

export default withApollo(PaymentFailurePage);
