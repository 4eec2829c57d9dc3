import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { FINAL_ORDER_STATUSES, PAYMENT_TEXTS } from '../../../../common/billing';
import { formatPaise } from '../../../../common/money';
import { describePlan } from '../../../../common/plans';
import { paths } from '../../lib/paths';
import { PageMeta } from '../../components/PageMeta';
import { QueryState } from '../../components/QueryState';
import { Spinner } from '../../components/Spinner';
import { PaymentResultDocument, type PaymentResultQuery } from '../../graphql/graphql';

type Result = PaymentResultQuery['paymentResult'];

/** How often a page still waiting for the provider asks again. */
const PENDING_POLL_MS = 3000;

/**
 * /success and /failure: the reference comes from the address, the outcome always from the
 * server, so editing the address cannot turn a failed payment into a successful one.
 */
export function PaymentOutcome() {
  const [query] = useSearchParams();
  const reference = query.get('ref') ?? '';
  // Asked only in the browser (ssr: false): a server-rendered copy of an order's status could
  // go stale, and the status check behind it belongs to the visitor's own request.
  const payment = useQuery(
    PaymentResultDocument,
    reference ? { variables: { reference }, ssr: false } : skipToken,
  );
  const { startPolling, stopPolling } = payment;
  const result = payment.data?.paymentResult;
  const waiting = result ? isWaiting(result) : false;
  useEffect(() => {
    if (!waiting) return;
    startPolling(PENDING_POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);
  // No reference, an unknown one or a failed check: nothing can be claimed about a payment.
  return (
    <QueryState
      result={payment}
      loading={
        <>
          <OutcomeTitle title="Checking Your Payment" description="Checking your payment." />
          <Spinner label="Checking your payment" />
        </>
      }
      failure={<Unknown />}
      empty={<Unknown />}
    >
      {({ paymentResult }) => <Outcome result={paymentResult} />}
    </QueryState>
  );
}

/**
 * The tab's title and description say what the page says: the outcome the server reported, not
 * the address the provider sent the visitor back to. Result pages are never indexed.
 */
function OutcomeTitle({ title, description }: { title: string; description: string }) {
  const { pathname } = useLocation();
  return <PageMeta title={title} description={description} path={pathname} noIndex />;
}

function isWaiting(result: Result): boolean {
  return !FINAL_ORDER_STATUSES.includes(result.status);
}

function Outcome({ result }: { result: Result }) {
  if (result.status === 'PAID') return <Paid result={result} />;
  if (isWaiting(result)) return <Pending result={result} />;
  return <Failed result={result} />;
}

function Summary({ result }: { result: Result }) {
  return (
    <>
      {result.isTest && <TestPaymentNote />}
      <dl className="payment-result__summary">
        <dt>Plan</dt>
        <dd>{describePlan(result.plan, result.cycle)}</dd>
        <dt>Amount</dt>
        <dd>{formatPaise(result.amountPaise)}</dd>
        <dt>Reference</dt>
        <dd>{result.reference}</dd>
      </dl>
    </>
  );
}

/** A sandbox order must never pass for a purchase: no money moved, nothing gets activated. */
function TestPaymentNote() {
  return (
    <p className="payment-result__test">
      <strong>Test payment:</strong> no money was taken and no plan will be activated.
    </p>
  );
}

function Paid({ result }: { result: Result }) {
  return (
    <>
      <OutcomeTitle title="Payment Successful" description="Your payment was received." />
      <img className="payment-result__icon" src="/images/whatsapp/payment-success.svg" alt="" />
      <h1>Payment Successful!</h1>
      <p>Thank you for your order. We will contact you shortly to activate your plan.</p>
      <Summary result={result} />
      <HomeLink />
    </>
  );
}

function Pending({ result }: { result: Result }) {
  return (
    <>
      <OutcomeTitle
        title="Confirming Your Payment"
        description="Your payment is waiting for the provider's confirmation."
      />
      <h1>Confirming Your Payment</h1>
      <p role="status">
        We are waiting for the payment provider to confirm this payment. This page updates by
        itself; please do not pay again.
      </p>
      <Summary result={result} />
      <HomeLink />
    </>
  );
}

function Failed({ result }: { result?: Result }) {
  return (
    <>
      <OutcomeTitle title="Payment Failed" description="Your payment could not be processed." />
      <img className="payment-result__icon" src="/images/whatsapp/payment-failed.svg" alt="" />
      <h1>Payment Failed</h1>
      <p>{PAYMENT_TEXTS.failure}</p>
      {result && <Summary result={result} />}
      <HomeLink />
    </>
  );
}

/** No reference, or one the server does not know: nothing can be claimed about a payment. */
function Unknown() {
  return (
    <>
      <OutcomeTitle title="Payment Not Found" description="We could not find this payment." />
      <h1>Payment Not Found</h1>
      <p>
        We could not find this payment. If money left your account, please contact support with the
        reference from your payment confirmation.
      </p>
      <HomeLink />
    </>
  );
}

function HomeLink() {
  return (
    <Link className="button" to={paths.home}>
      Go to Home
    </Link>
  );
}
