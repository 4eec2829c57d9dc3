import type { ServicePageContent } from './service-page-content';

const content: ServicePageContent = {
  meta: {
    title: 'Digital Marketing Services',
    description:
      'Digital marketing that brings measurable leads: Google and Meta ads, SEO, social media, WhatsApp campaigns and e-mail, with transparent monthly reporting.',
  },
  hero: {
    eyebrow: 'Digital Marketing',
    headline: 'Marketing That Shows Up in Your Sales Numbers',
    blurb:
      'Search, social, WhatsApp and e-mail campaigns planned around your customers and measured by the leads and sales they bring.',
  },
  features: {
    interface:
      'One live dashboard shows spend, leads and cost per lead for every channel, readable in two minutes.',
    scalable:
      'Begin with one channel and a modest budget, then scale what works across cities, languages and platforms.',
    crossPlatform:
      'Google, Meta, YouTube, LinkedIn, WhatsApp and e-mail campaigns planned together, not in silos.',
    secure:
      'Ad accounts stay in your company’s name with our team added as partners; you keep every login and all data.',
  },
  sections: [
    {
      id: 'solutions',
      title: 'Digital Marketing Solutions',
      body: 'A channel plan built on who your buyers are and where they search, with a monthly budget split, clear targets and a test-and-learn calendar.',
      points: [
        'Audience and competitor research',
        'Channel and budget plan',
        'Monthly targets and reviews',
      ],
    },
    {
      id: 'website',
      title: 'Landing Page Development',
      body: 'Campaigns send visitors to fast landing pages built for one offer and one action, then we test headlines and forms to raise conversion rates.',
      points: [
        'Campaign-specific landing pages',
        'A/B testing of headlines and forms',
        'Conversion tracking setup',
      ],
    },
    {
      id: 'app',
      title: 'App Marketing',
      body: 'Install campaigns, app store optimisation and re-engagement messages that bring users back to your app after the first download.',
      points: [
        'App store optimisation',
        'Install campaigns on Google and Meta',
        'Re-engagement push and e-mail',
      ],
    },
    {
      id: 'integration',
      title: 'Platform Integration',
      body: 'Ads, website, CRM and WhatsApp connected so every lead is tracked from first click to sale, and your ads optimise for real customers, not clicks.',
      points: [
        'Offline conversion imports',
        'CRM and WhatsApp lead routing',
        'Google Analytics 4 setup',
      ],
    },
    {
      id: 'seo',
      title: 'SEO Services',
      body: 'Technical fixes, content built on keyword research and local SEO for each city you serve, reported monthly with rankings, traffic and enquiries.',
      points: [
        'Technical SEO audits',
        'Content and blog strategy',
        'Local SEO and Google Business Profile',
      ],
    },
    {
      id: 'support',
      title: 'Support and Maintenance',
      body: 'Weekly campaign optimisation, monthly reports with plain recommendations and a quarterly planning session for seasons, festivals and launches.',
      points: [
        'Weekly bid and budget tuning',
        'Monthly reports with next steps',
        'Quarterly planning sessions',
      ],
    },
  ],
  faqs: [
    {
      question: 'What budget do we need for digital marketing?',
      answer:
        'Local businesses often start with ₹15,000 to ₹30,000 a month in ad spend plus our management fee. We recommend a budget after looking at your market, and ad spend is always paid directly to Google or Meta.',
    },
    {
      question: 'How soon will we get leads?',
      answer:
        'Paid search and social campaigns usually bring enquiries within the first one or two weeks. SEO builds more slowly, typically three to six months, but keeps bringing leads without paying per click.',
    },
    {
      question: 'How do you report results?',
      answer:
        'You get a live dashboard and a monthly report showing spend, leads, cost per lead and, when connected to your CRM, the sales those leads became, with our recommendations for the next month.',
    },
    {
      question: 'Do you run WhatsApp marketing campaigns?',
      answer:
        'Yes. Through the official WhatsApp Business API we send approved template messages to customers who opted in, such as offers, reminders and order updates, and track replies and conversions.',
    },
    {
      question: 'Is there a long-term contract?',
      answer:
        'No. After an initial three-month period to set up and learn, plans run month to month. Your ad accounts, pages and data stay in your name if you decide to stop.',
    },
  ],
};

export default content;
