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
  phone: '+91 98765 43210',
  whatsappNumber: '919876543210',
  /** Founder and CEO, shown on the home, About and Founder pages. */
  founder: { name: 'Arjun Malhotra', role: 'Founder & CEO', since: 2016 },
  social: {
    facebook: 'https://facebook.com/example',
    instagram: 'https://instagram.com/example',
    linkedin: 'https://linkedin.com/company/example',
    x: 'https://x.com/example',
  },
} as const;
