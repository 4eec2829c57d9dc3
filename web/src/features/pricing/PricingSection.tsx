import { useState } from 'react';
import { DEFAULT_CYCLE, PLAN_LIST, type BillingCycle } from '../../../../common/plans';
import { CycleToggle } from './CycleToggle';
import { PlanCard } from './PlanCard';

/** 'Choose Your Plan': the billing cycle toggle and one card per plan. */
export function PricingSection() {
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_CYCLE);
  return (
    <section id="pricing" className="pricing" aria-labelledby="pricing-heading">
      <h2 id="pricing-heading">Choose Your Plan</h2>
      <p className="pricing__lead">
        Unlimited messages per month on every plan. Pay for longer and save more.
      </p>
      <CycleToggle value={cycle} onChange={setCycle} />
      <div className="pricing__cards">
        {PLAN_LIST.map((plan) => (
          <PlanCard key={plan.key} plan={plan} cycle={cycle} />
        ))}
      </div>
    </section>
  );
}
