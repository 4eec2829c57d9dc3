import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../../../common/money';
import {
  CYCLE_LABELS,
  planAdditions,
  priceFor,
  type BillingCycle,
  type Plan,
} from '../../../../common/plans';
import { paths } from '../../lib/paths';
import { FeatureList } from './FeatureList';
import { PlanPreview } from './PlanPreview';
import { YearlyOffer } from './YearlyOffer';

/** One plan at the chosen cycle: price, what sets it apart, Buy Now and Preview. */
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
        <strong>{formatRupees(priceFor(plan.key, cycle))}</strong>
        <span className="plan-card__cycle"> / {CYCLE_LABELS[cycle]}</span>
      </p>
      <p className="plan-card__summary">{plan.summary}</p>
      {cycle === 'yearly' && <YearlyOffer plan={plan.key} />}
      <PlanHighlights plan={plan} />
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

/**
 * The first plan lists what it includes; each bigger one says it has everything in the plan
 * below, plus what it adds, so cards differ where the plans do and stay short on phones.
 */
function PlanHighlights({ plan }: { plan: Plan }) {
  const { builtOn, features } = planAdditions(plan.key);
  return (
    <>
      {builtOn && <p className="plan-card__includes">Everything in {builtOn.name}, plus:</p>}
      <FeatureList features={features} />
    </>
  );
}
