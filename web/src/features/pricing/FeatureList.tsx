import type { PlanFeature } from '../../../../common/plans';

/** A plan's features, each marked as included or not (in words, not only by an icon). */
export function FeatureList({ features }: { features: PlanFeature[] }) {
  return (
    <ul className="feature-list">
      {features.map((feature) => (
        <li
          key={feature.text}
          className={feature.available ? 'feature-list__item' : 'feature-list__item is-missing'}
        >
          <span className="feature-list__mark" aria-hidden="true">
            {feature.available ? '✓' : '✕'}
          </span>
          {feature.text}
          {!feature.available && <span className="visually-hidden"> (not included)</span>}
        </li>
      ))}
    </ul>
  );
}
