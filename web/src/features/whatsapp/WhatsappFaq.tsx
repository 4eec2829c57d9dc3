import { FaqList } from '../../components/FaqList';
import { WHATSAPP_FAQS } from '../../site-copy/whatsapp';

/** The product FAQ: one answer open at a time, the first open to start with. */
export function WhatsappFaq() {
  return (
    <section className="container container--narrow whatsapp-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently Asked Questions</h2>
      <FaqList faqs={WHATSAPP_FAQS} oneOpen />
    </section>
  );
}
