import { SITE } from '../../../common/site';

/** The terms and conditions on /termsandconditions: one accordion section each. */
export interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export const TERMS_LAST_UPDATED = '2026-01-01';

export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    paragraphs: [
      `These terms govern your use of the ${SITE.name} website and of every service or product you buy from ${SITE.legalName} ("we", "us"). By using the website or placing an order you accept them.`,
      'If you do not agree with any part of these terms, please do not use the website or our services.',
    ],
  },
  {
    id: 'services',
    title: 'Services Available',
    paragraphs: [
      'We offer custom software development, website and app development, social media management, CRM, cloud solutions, AI-powered tools, WhatsApp Business API plans, ERP, e-commerce, cybersecurity and digital marketing.',
      'The scope, price and timeline of each engagement are those in your plan or written proposal. We may change, suspend or withdraw a service on the website at any time; work already agreed in writing is not affected.',
    ],
  },
  {
    id: 'payments',
    title: 'Payments and Refunds',
    paragraphs: [
      'Prices are in Indian rupees and are shown before you pay. Payments are processed by our payment provider; we never see or store your card details.',
      'All sales are final. We do not offer refunds, and payments are never refunded once service activation occurs. Please read the plan details, or ask us, before you buy.',
    ],
  },
  {
    id: 'proper-use',
    title: 'Proper Use of Services',
    paragraphs: [
      'You agree to use our services lawfully: no spam, no messages to people who have not agreed to receive them, no content that is illegal, misleading or infringes the rights of others, and no attempt to break or overload our systems.',
      'We may suspend a service used in breach of these terms or of the policies of platforms it relies on, such as WhatsApp. Such a suspension does not entitle you to a refund.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'We deliver our services with reasonable skill and care, but we do not guarantee that they will be uninterrupted or error-free, nor any particular business result.',
      'To the extent the law allows, we are not liable for indirect or consequential loss, such as lost profits or data, and our total liability for any claim is limited to the amount you paid for the service concerned in the three months before the claim.',
    ],
  },
  {
    id: 'changes',
    title: 'Changing Terms',
    paragraphs: [
      'We may update these terms from time to time. The new version applies from the date it is published on this page; the date of the last update is shown above.',
      'Continuing to use the website or our services after a change means you accept the updated terms.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of India.',
      'Any dispute arising from them or from our services is subject to the exclusive jurisdiction of the courts at the place of our registered office in India.',
    ],
  },
];
