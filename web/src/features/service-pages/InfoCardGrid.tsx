import { MarketingSection } from './MarketingSection';

interface InfoCard {
  title: string;
  description: string;
}

interface InfoCardGridProps {
  id: string;
  heading: string;
  cards: InfoCard[];
  intro?: string;
}

/** A headed grid of simple title-and-text cards. */
export function InfoCardGrid({ id, heading, cards, intro }: InfoCardGridProps) {
  return (
    <MarketingSection id={id} title={heading}>
      {intro && <p className="marketing-section__intro">{intro}</p>}
      <ul className="info-grid">
        {cards.map((card) => (
          <li key={card.title} className="info-card surface-card">
            <h3 className="info-card__title">{card.title}</h3>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
