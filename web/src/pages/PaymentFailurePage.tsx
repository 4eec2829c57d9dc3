import { Link } from 'react-router-dom';
import { paths } from '../app/paths';
import { PageMeta } from '../components/PageMeta';

export default function PaymentFailurePage() {
  return (
    <section className="payment-result">
      <PageMeta
        title="Payment Failed"
        description="Your payment could not be processed."
        path={paths.paymentFailure}
        noIndex
      />
      <img className="payment-result__icon" src="/images/whatsapp/payment-failed.svg" alt="" />
      <h1>Payment Failed</h1>
      <p>
        Unfortunately, your payment could not be processed. Please try again or contact support.
      </p>
      <Link className="button" to={paths.home}>
        Go to Home
      </Link>
    </section>
  );
}
