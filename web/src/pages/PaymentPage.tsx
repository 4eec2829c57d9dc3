import { useSearchParams } from 'react-router-dom';
import { parsePlanSelection } from '../../../common/plans';
import { paths } from '../lib/paths';
import { Redirect } from '../lib/redirect';
import { PageMeta } from '../components/PageMeta';
import { OrderSummary } from '../features/pricing/OrderSummary';
import { lazyIsland } from '../lib/islands/lazy-island';
import { PaymentStylesheet } from '../features/pricing/PaymentStylesheet';

// Its code (Apollo, the form library, zod) loads when the visitor reaches for the form.
const PaymentForm = lazyIsland(
  () => import('../features/pricing/PaymentForm').then((module) => module.PaymentForm),
  { withApollo: true },
);

/** Checkout for the plan and cycle in the address; anything else goes back to the plans. */
function PaymentPage() {
  const [query] = useSearchParams();
  const selection = parsePlanSelection({ plan: query.get('plan'), cycle: query.get('cycle') });
  if (!selection) return <Redirect to={paths.pricing} />;
  return (
    <div className="container">
      <PaymentStylesheet />
      <PageMeta
        title="Payment"
        description="Complete your WhatsApp Business API plan order."
        path={paths.payment(selection)}
        noIndex
      />
      <h1>Complete Your Payment</h1>
      <div className="payment">
        <OrderSummary selection={selection} />
        <PaymentForm key={`${selection.plan}-${selection.cycle}`} selection={selection} />
      </div>
    </div>
  );
}

export default PaymentPage;
