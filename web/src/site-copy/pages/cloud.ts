import type { ServicePageContent } from './service-page-content';

const content: ServicePageContent = {
  meta: {
    title: 'Cloud Solutions',
    description:
      'Cloud migration, hosting and management on AWS, Azure and Google Cloud with Indian data regions, backups, monitoring and predictable monthly costs.',
  },
  hero: {
    eyebrow: 'Cloud Solutions',
    headline: 'Move to the Cloud Without the Downtime',
    blurb:
      'We plan, migrate and run your applications on AWS, Azure or Google Cloud, in Indian data regions, with backups and monitoring from day one.',
  },
  features: {
    interface:
      'A simple monthly dashboard shows uptime, spend and backups, without needing to open a cloud console.',
    scalable:
      'Auto-scaling handles festival sales and month-end peaks, then scales down so you stop paying for idle servers.',
    crossPlatform:
      'We work across AWS, Azure and Google Cloud and design so you are never locked into one provider.',
    secure:
      'Private networks, encryption, least-privilege access and tested backups in Mumbai or Hyderabad regions.',
  },
  sections: [
    {
      id: 'solutions',
      title: 'Cloud Solutions',
      body: 'From moving a single accounting server to re-architecting a busy web platform, we choose the simplest setup that meets your uptime, compliance and budget needs.',
      points: [
        'Cloud readiness assessment',
        'Cost estimate before you commit',
        'Indian data residency where required',
      ],
    },
    {
      id: 'website',
      title: 'Website Hosting and Performance',
      body: 'Fast, managed hosting for websites and online stores, with a content delivery network so pages load quickly from Kashmir to Kanyakumari.',
      points: [
        'Managed hosting with SSL',
        'CDN and image optimisation',
        'Uptime monitoring with alerts',
      ],
    },
    {
      id: 'app',
      title: 'Cloud-Native App Development',
      body: 'New applications built as containers and managed services, so they deploy in minutes and recover on their own when something fails.',
      points: [
        'Containers and managed databases',
        'Automated deployments',
        'Staging environments for testing',
      ],
    },
    {
      id: 'integration',
      title: 'Platform Integration',
      body: 'Connect cloud applications with on-premise systems, Tally, biometric attendance devices and office networks through secure tunnels and APIs.',
      points: [
        'Site-to-site VPN',
        'Hybrid on-premise and cloud setups',
        'Single sign-on for staff',
      ],
    },
    {
      id: 'seo',
      title: 'SEO Services',
      body: 'Search engines reward fast, reliable sites. We tune server response times and caching, then pair them with on-page SEO so speed turns into rankings.',
      points: [
        'Server response time tuning',
        'Caching and compression setup',
        'Technical SEO audit',
      ],
    },
    {
      id: 'support',
      title: 'Support and Maintenance',
      body: 'Round-the-clock monitoring, patching, backup checks and monthly cost reviews that regularly find 20 to 30 percent of savings on existing cloud bills.',
      points: [
        '24/7 monitoring and alerts',
        'Monthly patching and backup tests',
        'Cost optimisation reviews',
      ],
    },
  ],
  faqs: [
    {
      question: 'Will our data stay in India?',
      answer:
        'Yes, if you need it to. We deploy in the Mumbai, Hyderabad or Delhi regions of AWS, Azure and Google Cloud and keep backups in a second Indian region.',
    },
    {
      question: 'Will there be downtime during migration?',
      answer:
        'We migrate with data replication and a rehearsed cut-over, usually scheduled at night or on a weekend. Most clients see under an hour of planned downtime, often none.',
    },
    {
      question: 'How much will the cloud cost us each month?',
      answer:
        'It depends on usage, so we give you an estimate before migrating and a monthly report after. Small business workloads often run for ₹3,000 to ₹15,000 a month in cloud charges.',
    },
  ],
};

export default content;
