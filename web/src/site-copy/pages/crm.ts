import type { ServicePageContent } from './service-page-content';

const content: ServicePageContent = {
  meta: {
    title: 'CRM Solutions',
    description:
      'CRM software set up for Indian sales teams: lead capture from every channel, WhatsApp follow-ups, pipelines, quotations and reports, from ₹5,000 a month.',
  },
  hero: {
    eyebrow: 'CRM Solutions',
    headline: 'Never Lose a Lead Again',
    blurb:
      'One CRM for every enquiry from your website, calls, WhatsApp and social media, with reminders that make sure each one is followed up.',
  },
  features: {
    interface:
      'Sales staff see today’s calls and follow-ups on one screen and log an outcome in two taps.',
    scalable:
      'Add users, branches, pipelines and custom fields as the team grows, without migrating data.',
    crossPlatform:
      'Works in the browser and on Android and iOS, so field sales update the pipeline from the customer’s office.',
    secure:
      'Each rep sees only their own leads unless you allow more; every change is logged and backed up daily.',
  },
  sections: [
    {
      id: 'solutions',
      title: 'CRM Solutions',
      body: 'We configure the CRM around your sales stages, products and team structure, import your existing customer lists, and train your team until it becomes a daily habit.',
      points: [
        'Pipelines matched to your sales stages',
        'Import from Excel and old systems',
        'On-site or online team training',
      ],
    },
    {
      id: 'website',
      title: 'Website Lead Capture',
      body: 'Every form on your website creates a lead with its source recorded, so you know which pages and campaigns bring real business.',
      points: [
        'Forms connected to the CRM',
        'Source and campaign tracking',
        'Instant alerts to the assigned rep',
      ],
    },
    {
      id: 'app',
      title: 'Mobile CRM App',
      body: 'A mobile app for sales teams on the move: call logging, visit check-ins with location, photos of requirements and quotations sent from the phone.',
      points: [
        'Click-to-call with automatic call logs',
        'Visit check-ins with GPS',
        'Quotations shared as PDF on WhatsApp',
      ],
    },
    {
      id: 'integration',
      title: 'Platform Integration',
      body: 'Leads arrive from IndiaMART, JustDial, Facebook and Google ads, your IVR and WhatsApp Business API, and invoices flow on to Tally or Zoho Books.',
      points: [
        'IndiaMART and JustDial lead sync',
        'WhatsApp Business API conversations',
        'Tally and Zoho Books invoicing',
      ],
    },
    {
      id: 'seo',
      title: 'SEO Services',
      body: 'More leads start with being found. We optimise your website and Google Business Profile so the CRM fills with organic enquiries, not only paid ones.',
      points: [
        'Local SEO for each branch',
        'Service pages targeted at buyer searches',
        'Monthly ranking and lead reports',
      ],
    },
    {
      id: 'support',
      title: 'Support and Maintenance',
      body: 'A support desk for admins and users, regular health checks of data quality, and new reports or automations whenever your process changes.',
      points: [
        'Phone, e-mail and WhatsApp support',
        'Duplicate and stale lead clean-up',
        'New workflows on request',
      ],
    },
  ],
  faqs: [
    {
      question: 'How much does the CRM cost?',
      answer:
        'The Basic plan is ₹5,000 per month and the Standard plan, with automation and integrations, ₹10,000 per month. Enterprise pricing for larger teams is quoted after a requirements call.',
    },
    {
      question: 'Can we import our existing customer data?',
      answer:
        'Yes. We import customers, leads and history from Excel, Google Sheets or your current CRM, clean duplicates on the way in and check the result with you before going live.',
    },
    {
      question: 'Does the CRM work with WhatsApp?',
      answer:
        'Yes. With the WhatsApp Business API, conversations appear on the lead’s record, reps reply from the CRM and follow-up reminders can send approved template messages automatically.',
    },
    {
      question: 'How long does setup take?',
      answer:
        'A standard setup with your pipelines, users and data import takes one to two weeks. Custom modules and integrations add two to four weeks depending on scope.',
    },
  ],
};

export default content;
