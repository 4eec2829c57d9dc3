import { DESIGN_CYCLE } from './company-content';

export function DesignCycle() {
  return (
    <section className="marketing-section" aria-labelledby="design-cycle">
      <h2 id="design-cycle" className="marketing-section__title">
        Design Cycle
      </h2>
      <ol className="design-cycle">
        {DESIGN_CYCLE.map((step) => (
          <li key={step.title} className="design-cycle__step">
            <span className="design-cycle__number" aria-hidden="true">
              {step.icon}
            </span>
            <h3 className="design-cycle__title">{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
