/** One question and its answer, as FAQ sections show them and search engines read them. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** schema.org FAQPage data for the questions a page shows. */
export function faqPageJsonLd(faqs: readonly FaqItem[]): Record<string, unknown> {
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
