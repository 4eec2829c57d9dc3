import { formatRupees } from '../../../../common/money';
import { BILLING_CYCLES, CYCLE_LABELS, type Plan } from '../../../../common/plans';
import { LazyModal } from '../../components/LazyModal';
import { FeatureList } from './FeatureList';

interface PlanPreviewProps {
  plan: Plan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Everything a plan includes and what it costs on each cycle. */
export function PlanPreview({ plan, open, onOpenChange }: PlanPreviewProps) {
  return (
    <LazyModal
      open={open}
      onOpenChange={onOpenChange}
      title={`${plan.name} Plan`}
      description={plan.summary}
      className="plan-preview"
    >
      <h3 className="plan-preview__heading">Features</h3>
      <FeatureList features={plan.features} />
      <h3 className="plan-preview__heading">Prices</h3>
      <table className="plan-preview__prices">
        <tbody>
          {BILLING_CYCLES.map((cycle) => (
            <tr key={cycle}>
              <th scope="row">{CYCLE_LABELS[cycle]}</th>
              <td>{formatRupees(plan.prices[cycle])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </LazyModal>
  );
}
