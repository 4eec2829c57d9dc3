import { DESIGN_CYCLE } from './company-content';
import { MarketingSection } from './MarketingSection';

export function DesignCycle() {
  return (
    <MarketingSection id="design-cycle" title="Design Cycle">
      <ol className="design-cycle">
        {DESIGN_CYCLE.map((step) => (
          <li key={step.title} className="design-cycle__step surface-card">
            <span className="design-cycle__number" aria-hidden="true">
              {step.icon}
            </span>
            <h3 className="design-cycle__title">{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
