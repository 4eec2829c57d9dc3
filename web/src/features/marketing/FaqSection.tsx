import { Accordion } from '../../components/Accordion';
import { JsonLd } from '../../components/JsonLd';
import type { FaqItem } from './marketing-content';

/** Questions that each open and close on their own, all closed at first, plus FAQPage data. */
export function FaqSection({ faqs }: { faqs: FaqItem[] }) {
  if (faqs.length === 0) return null;
  const items = faqs.map((faq, index) => ({
    id: `faq-${index + 1}`,
    title: faq.question,
    content: <p>{faq.answer}</p>,
  }));
  return (
    <section className="marketing-section marketing-section--narrow" aria-labelledby="faq">
      <h2 id="faq" className="marketing-section__title">
        Frequently Asked Questions
      </h2>
      <Accordion type="multiple" items={items} headingLevel={3} />
      <JsonLd data={faqPageJsonLd(faqs)} />
    </section>
  );
}

export function faqPageJsonLd(faqs: FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
