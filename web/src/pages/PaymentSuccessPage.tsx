import { PaymentOutcome } from '../features/pricing/PaymentOutcome';
import { withApollo } from '../lib/apollo/with-apollo';
import { PaymentStylesheet } from '../features/pricing/PaymentStylesheet';

/** Where the provider returns a visitor who paid; the outcome, and the title with it, come from the server. */
function PaymentSuccessPage() {
  return (
    <section className="payment-result">
      <PaymentStylesheet />
      <PaymentOutcome />
    </section>
  );
}

export default withApollo(PaymentSuccessPage);
