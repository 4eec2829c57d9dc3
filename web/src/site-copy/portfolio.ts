/** Case studies shown on /portfolio: static copy, edited here. */

export const CASE_CATEGORIES = ['Technology', 'Healthcare', 'Finance', 'Retail'] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];

export interface CaseStudy {
  id: string;
  title: string;
  category: CaseCategory;
  /** One line on the result, shown under the title. */
  impact: string;
  description: string;
  /** What was built and how, shown when the card is expanded. */
  details: string[];
  imageUrl: string;
  tags: string[];
  metrics: { roi: string; timeframe: string; satisfaction: string };
}

export const CASE_STUDIES: CaseStudy[] = [
  {
    id: 'logistics-dispatch-platform',
    title: 'Dispatch Platform for a Regional Logistics Firm',
    category: 'Technology',
    impact: 'Cut delivery planning time from four hours to twenty minutes a day',
    description:
      'A fleet of 120 trucks was planned on spreadsheets and phone calls. We built a web dispatch console and a driver app that plan routes, track deliveries live and send proof of delivery.',
    details: [
      'Route planning that groups orders by pin code, vehicle capacity and delivery window.',
      'An Android driver app with offline mode, photo proof of delivery and digital signatures.',
      'Live tracking for customers through a WhatsApp link, which halved "where is my order" calls.',
    ],
    imageUrl: '/images/portfolio/logistics.svg',
    tags: ['Custom Software', 'Mobile Apps', 'Cloud', 'WhatsApp API'],
    metrics: { roi: '240%', timeframe: '4 months', satisfaction: '96%' },
  },
  {
    id: 'clinic-appointments',
    title: 'Online Appointments for a Chain of Clinics',
    category: 'Healthcare',
    impact: 'Missed appointments fell by 38% within the first quarter',
    description:
      'Eight clinics took bookings by phone only. We launched online booking on their website and WhatsApp, with automatic reminders and a CRM for the front desk.',
    details: [
      'Booking by doctor, clinic and time slot, kept in step with each clinic’s schedule.',
      'WhatsApp reminders a day and two hours before each visit, with one-tap rescheduling.',
      'A front-desk CRM with patient history and follow-up tasks, access limited by role.',
    ],
    imageUrl: '/images/portfolio/clinic.svg',
    tags: ['CRM', 'WhatsApp API', 'Web Development'],
    metrics: { roi: '180%', timeframe: '10 weeks', satisfaction: '94%' },
  },
  {
    id: 'lending-onboarding',
    title: 'Paperless Loan Onboarding for a Finance Company',
    category: 'Finance',
    impact: 'Loan applications processed three times faster, with no paper forms',
    description:
      'A non-banking finance company collected documents on paper at branches. We built a secure onboarding portal with document upload, e-signatures and an approval workflow.',
    details: [
      'Step-by-step application with document upload, checks and e-signature.',
      'An approval workflow for credit officers with audit trails on every decision.',
      'Encryption at rest and in transit, role-based access and quarterly security testing.',
    ],
    imageUrl: '/images/portfolio/finance.svg',
    tags: ['Custom Software', 'Cybersecurity', 'AI Tools'],
    metrics: { roi: '310%', timeframe: '6 months', satisfaction: '98%' },
  },
];
