import { faqPageJsonLd, type FaqItem } from '../lib/faq';
import { Accordion } from './Accordion';
import { JsonLd } from './JsonLd';

interface FaqListProps {
  faqs: readonly FaqItem[];
  /** One answer open at a time, the first open to start with; otherwise each on its own. */
  oneOpen?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** Questions as an accordion, plus the FAQPage data search engines read. */
export function FaqList({ faqs, oneOpen = false, headingLevel }: FaqListProps) {
  const items = faqs.map((faq, index) => ({
    id: `faq-${index + 1}`,
    title: faq.question,
    content: <p>{faq.answer}</p>,
  }));
  return (
    <>
      {oneOpen ? (
        <Accordion
          type="single"
          items={items}
          defaultOpen={items[0]?.id}
          headingLevel={headingLevel}
        />
      ) : (
        <Accordion type="multiple" items={items} headingLevel={headingLevel} />
      )}
      <JsonLd data={faqPageJsonLd(faqs)} />
    </>
  );
}
