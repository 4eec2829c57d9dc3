import { Link } from 'react-router-dom';
import type { AwardCard } from '../../site-copy/pages/service-page-content';
import { MarketingSection } from './MarketingSection';

/** 'Customer Success Story': award cards whose image zooms when the card is hovered or focused. */
export function AwardStrip({ awards, storiesPath }: { awards: AwardCard[]; storiesPath: string }) {
  return (
    <MarketingSection id="success-story" title="Customer Success Story">
      <ul className="award-strip">
        {awards.map((award) => (
          <li key={award.id} className="award-card surface-card">
            <div className="award-card__frame">
              <img className="award-card__image" src={award.image} alt="" loading="lazy" />
            </div>
            <div className="award-card__body">
              <p className="award-card__meta">
                <span className="badge">{award.category}</span> <span>{award.year}</span>
              </p>
              <h3 className="award-card__title">{award.title}</h3>
              <p className="award-card__description">{award.description}</p>
              <Link className="award-card__link" to={storiesPath}>
                Read the story{' '}
                <span className="award-card__arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
