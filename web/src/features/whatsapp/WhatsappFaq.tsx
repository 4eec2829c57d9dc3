import { Accordion } from '../../components/Accordion';
import { JsonLd } from '../../components/JsonLd';
import { WHATSAPP_FAQS } from '../../content/whatsapp';

const items = WHATSAPP_FAQS.map((faq, index) => ({
  id: `faq-${index + 1}`,
  title: faq.question,
  content: <p>{faq.answer}</p>,
}));

/** The product FAQ: one answer open at a time, the first open to start with. */
export function WhatsappFaq() {
  return (
    <section className="container container--narrow whatsapp-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently Asked Questions</h2>
      <Accordion type="single" items={items} defaultOpen={items[0]?.id} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: WHATSAPP_FAQS.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer },
          })),
        }}
      />
    </section>
  );
}
