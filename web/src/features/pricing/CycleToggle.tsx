import { useId } from 'react';
import { BILLING_CYCLES, CYCLE_LABELS, type BillingCycle } from '../../../../common/plans';

interface CycleToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/** Billing cycle as native radio buttons: arrow keys move between them, screen readers hear a group. */
export function CycleToggle({ value, onChange }: CycleToggleProps) {
  const name = useId();
  return (
    <fieldset className="cycle-toggle">
      <legend className="visually-hidden">Billing cycle</legend>
      {BILLING_CYCLES.map((cycle) => (
        <label key={cycle} className="cycle-toggle__option">
          <input
            type="radio"
            name={name}
            value={cycle}
            checked={cycle === value}
            onChange={() => onChange(cycle)}
          />
          <span>{CYCLE_LABELS[cycle]}</span>
        </label>
      ))}
    </fieldset>
  );
}
