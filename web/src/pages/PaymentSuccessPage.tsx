import { Link } from 'react-router-dom';
import { paths } from '../app/paths';
import { PageMeta } from '../components/PageMeta';

export default function PaymentSuccessPage() {
  return (
    <section className="payment-result">
      <PageMeta
        title="Payment Successful"
        description="Your payment was received."
        path={paths.paymentSuccess}
        noIndex
      />
      <img className="payment-result__icon" src="/images/whatsapp/payment-success.svg" alt="" />
      <h1>Payment Successful!</h1>
      <p>Thank you for your order. We will contact you shortly to activate your plan.</p>
      <Link className="button" to={paths.home}>
        Go to Home
      </Link>
    </section>
  );
}
