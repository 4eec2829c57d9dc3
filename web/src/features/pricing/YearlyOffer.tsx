import { formatRupees } from '../../../../common/money';
import { yearlyOffer, type PlanKey } from '../../../../common/plans';

/** What paying the year at once saves against twelve monthly payments. */
export function YearlyOffer({ plan }: { plan: PlanKey }) {
  const offer = yearlyOffer(plan);
  return (
    <div className="yearly-offer">
      <p className="yearly-offer__title">Yearly Full Payment Offer</p>
      <dl>
        <dt>Yearly price</dt>
        <dd>{formatRupees(offer.yearly)}</dd>
        <dt>Monthly price</dt>
        <dd>{formatRupees(offer.monthly)}</dd>
        <dt>12 months total</dt>
        <dd>{formatRupees(offer.twelveMonths)}</dd>
        <dt>You save</dt>
        <dd>
          {formatRupees(offer.saving)} ({offer.percentOff}% off)
        </dd>
      </dl>
    </div>
  );
}
