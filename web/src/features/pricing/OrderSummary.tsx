import { formatRupees } from '../../../../common/money';
import { CYCLE_LABELS, PLANS, priceFor, type PlanSelection } from '../../../../common/plans';

/** The plan, cycle and amount being bought, the amount always computed from the plan. */
export function OrderSummary({ selection }: { selection: PlanSelection }) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">Order Summary</h2>
      <dl>
        <dt>Plan</dt>
        <dd>{PLANS[selection.plan].name}</dd>
        <dt>Billing cycle</dt>
        <dd>{CYCLE_LABELS[selection.cycle]}</dd>
        <dt>Amount</dt>
        <dd>{formatRupees(priceFor(selection.plan, selection.cycle))}</dd>
      </dl>
    </section>
  );
}
