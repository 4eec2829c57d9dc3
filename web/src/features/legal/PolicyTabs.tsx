import { TabSet } from '../../components/TabSet';
import type { PolicyCard } from '../../site-copy/policies';

interface PolicyTabsProps {
  privacy: readonly PolicyCard[];
  refund: readonly PolicyCard[];
}

export function PolicyTabs({ privacy, refund }: PolicyTabsProps) {
  return (
    <TabSet
      label="Policies"
      tabs={[
        { id: 'privacy', label: 'Privacy Policy', content: <PolicyCards cards={privacy} /> },
        { id: 'refund', label: 'Refund Policy', content: <PolicyCards cards={refund} /> },
      ]}
    />
  );
}

function PolicyCards({ cards }: { cards: readonly PolicyCard[] }) {
  return (
    <div className="policy-cards">
      {cards.map((card) => (
        <section key={card.title} className="policy-card surface-card">
          <h2>{card.title}</h2>
          <p>{card.text}</p>
        </section>
      ))}
    </div>
  );
}
