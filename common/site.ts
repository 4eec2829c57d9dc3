/**
 * Brand and contact details in one place. Values are placeholders until the company fills
 * them in; every page reads them from here.
 */
export const SITE = {
  name: 'Nexora Digital',
  legalName: 'Nexora Digital Private Limited',
  tagline: 'Software, web and digital services for growing businesses',
  address: '221 Example Tech Park, Sector 62, Noida, Uttar Pradesh 201309, India',
  email: 'hello@example.com',
  /** Where applications go until online applications land. */
  careersEmail: 'careers@example.com',
  /** ISO 3166 country of the address. */
  addressCountry: 'IN',
  phone: '+91 98765 43210',
  whatsappNumber: '919876543210',
  /** External registration page of the messaging platform ('Get a Free Trial'). */
  messagingFreeTrialUrl: 'https://app.example.com/register',
  /** Prefilled text of the 'Live Demo' WhatsApp chat. */
  messagingDemoGreeting: 'Hello! I would like a live demo of your WhatsApp Business API.',
  /** Founder and CEO, shown on the home, About and Founder pages. */
  founder: {
    name: 'Arjun Malhotra',
    role: 'Founder & CEO',
    since: 2016,
    photo: '/images/home/founder.svg',
  },
  social: {
    facebook: 'https://facebook.com/example',
    instagram: 'https://instagram.com/example',
    linkedin: 'https://linkedin.com/company/example',
    x: 'https://x.com/example',
  },
} as const;

/** The site's icon, served from web/public; web/index.html links the same file. */
export const SITE_ICON_PATH = '/favicon.svg';

/** The phone number as a tel: link (no spaces). */
export const PHONE_HREF = `tel:${SITE.phone.replace(/\s/g, '')}`;

/** A WhatsApp chat with the company, optionally with the visitor's first message already typed. */
export function whatsappChatUrl(text?: string): string {
  const base = `https://wa.me/${SITE.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
