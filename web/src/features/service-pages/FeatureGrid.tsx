import { FEATURES } from './company-content';
import type { FeatureKey } from '../../site-copy/pages/service-page-content';
import { MarketingSection } from './MarketingSection';

export function FeatureGrid({ descriptions }: { descriptions: Record<FeatureKey, string> }) {
  return (
    <MarketingSection id="features" title="Features">
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.key} className="feature-card surface-card">
            {/* Below the hero and awards: lazy, so the first screen's requests come first. */}
            <img
              className="feature-card__icon"
              src={feature.icon}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
            <h3 className="feature-card__title">{feature.title}</h3>
            <p>{descriptions[feature.key]}</p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
