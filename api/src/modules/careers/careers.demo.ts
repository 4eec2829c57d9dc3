import type { JobDepartment, JobType } from '../../../../common/careers';

export interface DemoJob {
  slug: string;
  title: string;
  department: JobDepartment;
  location: string;
  type: JobType;
  experience: string;
  description: string;
  skills: string[];
  /** Days before the seed ran; larger is older. */
  daysAgo: number;
}

/** Openings shown on a fresh site, across departments and locations. */
export const DEMO_JOBS: DemoJob[] = [
  {
    slug: 'senior-full-stack-developer',
    title: 'Senior Full Stack Developer',
    department: 'Engineering',
    location: 'Noida (Hybrid)',
    type: 'Full-time',
    experience: '4-6 years',
    description:
      'Build and run the web platforms our clients depend on, from the database to the browser.\nYou will design APIs, review code, mentor two to three developers and own releases end to end.\nWe work in small teams with short cycles and a lot of trust.',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'GraphQL'],
    daysAgo: 2,
  },
  {
    slug: 'mobile-app-developer',
    title: 'Mobile App Developer',
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    experience: '2-4 years',
    description:
      'Create cross-platform mobile apps for retailers and service businesses.\nYou will turn designs into fast, accessible screens and publish them to both app stores.',
    skills: ['React Native', 'TypeScript', 'REST APIs', 'App Store publishing'],
    daysAgo: 5,
  },
  {
    slug: 'ui-ux-designer',
    title: 'UI/UX Designer',
    department: 'Design',
    location: 'Work from office',
    type: 'Full-time',
    experience: '2-4 years',
    description:
      'Shape websites and apps that are clear, accessible and pleasant to use.\nYou will run short research sessions, draw flows and hand over tidy design systems to developers.',
    skills: ['Figma', 'User research', 'Prototyping', 'Accessibility'],
    daysAgo: 8,
  },
  {
    slug: 'digital-marketing-executive',
    title: 'Digital Marketing Executive',
    department: 'Marketing',
    location: 'Work from office',
    type: 'Full-time',
    experience: '1-3 years',
    description:
      'Plan and run campaigns on search and social media for our clients and for us.\nYou will write briefs, track results every week and suggest what to try next.',
    skills: ['SEO', 'Google Ads', 'Meta Ads', 'Analytics', 'Copywriting'],
    daysAgo: 11,
  },
  {
    slug: 'business-development-manager',
    title: 'Business Development Manager',
    department: 'Sales',
    location: 'Noida (Hybrid)',
    type: 'Full-time',
    experience: '3-5 years',
    description:
      'Find and win new clients for our software and WhatsApp Business API services.\nYou will qualify leads, prepare proposals with the delivery team and close deals.',
    skills: ['B2B sales', 'CRM', 'Proposal writing', 'Negotiation'],
    daysAgo: 14,
  },
  {
    slug: 'product-manager',
    title: 'Product Manager',
    department: 'Product',
    location: 'Remote',
    type: 'Full-time',
    experience: '4-7 years',
    description:
      'Own the roadmap of our CRM and messaging products.\nYou will talk to customers, write clear specifications and decide with engineering what ships next.',
    skills: ['Roadmapping', 'User interviews', 'Analytics', 'Agile'],
    daysAgo: 18,
  },
  {
    slug: 'content-writer',
    title: 'Content Writer',
    department: 'Marketing',
    location: 'Remote',
    type: 'Freelance',
    experience: '1-2 years',
    description:
      'Write blog posts, case studies and web pages about technology for business readers.\nYou will research topics, interview our engineers and deliver clean, original copy.',
    skills: ['Technical writing', 'SEO writing', 'Editing'],
    daysAgo: 21,
  },
  {
    slug: 'hr-executive',
    title: 'HR Executive',
    department: 'HR',
    location: 'Work from office',
    type: 'Part-time',
    experience: '1-3 years',
    description:
      'Run hiring from job post to first day, and keep our people processes simple and fair.\nYou will schedule interviews, onboard new colleagues and organise team events.',
    skills: ['Recruiting', 'Onboarding', 'HR policies', 'Communication'],
    daysAgo: 25,
  },
];
