import { FaqList } from '../../components/FaqList';
import type { FaqItem } from '../../lib/faq';

/** Questions that each open and close on their own, all closed at first, plus FAQPage data. */
export function FaqSection({ faqs }: { faqs: FaqItem[] }) {
  if (faqs.length === 0) return null;
  return (
    <section className="marketing-section marketing-section--narrow" aria-labelledby="faq">
      <h2 id="faq" className="marketing-section__title">
        Frequently Asked Questions
      </h2>
      <FaqList faqs={faqs} headingLevel={3} />
    </section>
  );
}
