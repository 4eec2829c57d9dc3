import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CYCLE_LABELS,
  formatRupees,
  priceFor,
  type BillingCycle,
  type Plan,
} from '../../../../common/plans';
import { paths } from '../../lib/paths';
import { FeatureList } from './FeatureList';
import { PlanPreview } from './PlanPreview';
import { YearlyOffer } from './YearlyOffer';

const CARD_FEATURES = 5;

/** One plan at the chosen cycle: price, main features, Buy Now and Preview. */
export function PlanCard({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const headingId = `plan-${plan.key}`;
  return (
    <article className="plan-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="plan-card__name">
        {plan.name}
      </h3>
      {cycle === 'yearly' && <p className="badge plan-card__badge">10 Months and 2 Months Free</p>}
      <p className="plan-card__price">
        <strong>{formatRupees(priceFor(plan.key, cycle), { decimals: 2 })}</strong>
        <span className="plan-card__cycle"> / {CYCLE_LABELS[cycle]}</span>
      </p>
      <p className="plan-card__summary">{plan.summary}</p>
      {cycle === 'yearly' && <YearlyOffer plan={plan.key} />}
      <FeatureList features={plan.features.slice(0, CARD_FEATURES)} />
      <div className="plan-card__actions">
        <Link
          className="button"
          to={paths.payment({ plan: plan.key, cycle })}
          aria-label={`Buy Now: ${plan.name}, ${CYCLE_LABELS[cycle]}`}
        >
          Buy Now
        </Link>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setPreviewOpen(true)}
          aria-label={`Preview: ${plan.name}`}
        >
          Preview
        </button>
      </div>
      <PlanPreview plan={plan} open={previewOpen} onOpenChange={setPreviewOpen} />
    </article>
  );
}
