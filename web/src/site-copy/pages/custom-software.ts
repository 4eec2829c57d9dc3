import type { ServicePageContent } from './service-page-content';

const content: ServicePageContent = {
  meta: {
    title: 'Custom Software Development',
    description:
      'Custom software built around how your business works: web and mobile applications, integrations and support from an Indian team that ships in sprints.',
  },
  hero: {
    eyebrow: 'Custom Software Development',
    headline: 'Software Built Around the Way Your Business Works',
    blurb:
      'When off-the-shelf tools force workarounds, we design and build software that fits your processes, your team and your growth plans.',
  },
  features: {
    interface:
      'Screens designed with the people who will use them every day, so training takes hours, not weeks.',
    scalable:
      'Modular services and a clean database design that carry you from one branch to fifty without a rewrite.',
    crossPlatform:
      'One codebase for the browser, Android and iOS where it makes sense, native where performance demands it.',
    secure:
      'Role-based access, encrypted data, audit logs and automated backups are part of every build, not extras.',
  },
  sections: [
    {
      id: 'solutions',
      title: 'Custom Software Solutions',
      body: 'From inventory and dispatch systems to dealer portals and approval workflows, we turn the processes you run on spreadsheets and WhatsApp groups into dependable software.',
      points: [
        'Process mapping workshops with your team',
        'Fixed-scope or sprint-based engagement',
        'Source code and documentation handed over to you',
      ],
    },
    {
      id: 'website',
      title: 'Web Application Development',
      body: 'Browser-based applications your staff, partners and customers can open from anywhere, with dashboards, reports and exports that match how you already read your numbers.',
      points: [
        'React front ends with server rendering',
        'Role-based dashboards and reports',
        'Excel and PDF exports in your formats',
      ],
    },
    {
      id: 'app',
      title: 'Mobile App Development',
      body: 'Field sales, delivery and service teams get Android and iOS apps that work on patchy networks and sync when the signal returns.',
      points: [
        'Offline-first data capture',
        'GPS check-ins and photo proofs',
        'Play Store and App Store publishing handled',
      ],
    },
    {
      id: 'integration',
      title: 'Platform Integration',
      body: 'Your new software talks to what you already use: Tally, Zoho, payment gateways, WhatsApp, SMS gateways and government portals such as e-invoicing and e-way bills.',
      points: [
        'Tally and Zoho Books sync',
        'Razorpay, PayU and UPI payments',
        'GST e-invoice and e-way bill APIs',
      ],
    },
    {
      id: 'seo',
      title: 'SEO Services',
      body: 'Customer-facing portals are built to be found: fast pages, clean addresses, structured data and content your buyers actually search for.',
      points: [
        'Core Web Vitals tuned from day one',
        'Structured data for search engines',
        'Keyword research for your market',
      ],
    },
    {
      id: 'support',
      title: 'Support and Maintenance',
      body: 'After go-live we stay on: bug fixes, security updates, hosting management and a steady stream of improvements under an annual maintenance contract.',
      points: [
        'Agreed response times by severity',
        'Monthly health and usage reports',
        'Small enhancements included every quarter',
      ],
    },
  ],
  faqs: [
    {
      question: 'How much does custom software development cost?',
      answer:
        'Small tools and internal apps usually cost ₹50,000 to ₹1,50,000; business systems with several modules ₹1,50,000 to ₹5,00,000; larger platforms more. After a free discovery call we send a fixed quote with milestones.',
    },
    {
      question: 'How long does a typical project take?',
      answer:
        'A focused first version takes 6 to 10 weeks. Larger systems are delivered in phases, with something usable in your team’s hands within the first two months.',
    },
    {
      question: 'Who owns the source code?',
      answer:
        'You do. On final payment we hand over the full source code, database scripts and documentation, and the intellectual property is assigned to your company in the contract.',
    },
    {
      question: 'Can you take over software another vendor built?',
      answer:
        'Yes. We start with a paid code and security audit, tell you honestly what to keep, fix or replace, and then maintain or extend it under a support plan.',
    },
  ],
};

export default content;
