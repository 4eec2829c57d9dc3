import { FaqList } from '../../components/FaqList';
import type { FaqItem } from '../../lib/faq';
import { MarketingSection } from './MarketingSection';

/** Questions that each open and close on their own, all closed at first, plus FAQPage data. */
export function FaqSection({ faqs }: { faqs: FaqItem[] }) {
  if (faqs.length === 0) return null;
  return (
    <MarketingSection
      id="faq"
      title="Frequently Asked Questions"
      className="marketing-section--narrow"
    >
      <FaqList faqs={faqs} headingLevel={3} />
    </MarketingSection>
  );
}
