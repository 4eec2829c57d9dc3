import type {
  AwardCard,
  Feature,
  FeatureKey,
  ImageTextSection,
} from '../../site-copy/pages/service-page-content';

const images = '/images/marketing';

/** The company's awards: the same three on every service and product page. */
export const AWARDS: AwardCard[] = [
  {
    id: 'innovation-2024',
    title: 'Best Innovation 2024',
    description:
      'Recognised for a WhatsApp-first order and support platform that cut response times for a Jaipur retail chain from hours to minutes across 40 stores.',
    image: `${images}/award-innovation.svg`,
    year: '2024',
    category: 'Innovation',
  },
  {
    id: 'design-2023',
    title: 'Excellence in Design 2023',
    description:
      'Awarded for a bilingual patient-booking app designed with clinic staff in Pune, praised for screens that first-time smartphone users could complete unaided.',
    image: `${images}/award-design.svg`,
    year: '2023',
    category: 'Design',
  },
  {
    id: 'leadership-2023',
    title: 'Industry Leadership 2023',
    description:
      'Honoured for helping more than 150 Indian small and mid-sized businesses move their sales, billing and customer records from spreadsheets to the cloud.',
    image: `${images}/award-leadership.svg`,
    year: '2023',
    category: 'Leadership',
  },
];

/** How every project runs, whatever is being built. */
export const DESIGN_CYCLE: Feature[] = [
  {
    icon: '1',
    title: 'Strategic Planning',
    description:
      'We meet your team, map the goals, users and budget, and agree a written scope with milestones before any design starts.',
  },
  {
    icon: '2',
    title: 'Design Concept Creation',
    description:
      'Wireframes and user journeys show how each screen and step will work, so decisions are made on paper rather than in code.',
  },
  {
    icon: '3',
    title: 'Design and Prototyping',
    description:
      'A clickable prototype in your brand colours lets real users try the flow; we refine it until it feels obvious.',
  },
  {
    icon: '4',
    title: 'Development',
    description:
      'Engineers build in two-week sprints with a demo at the end of each, so you see progress and can change priorities early.',
  },
  {
    icon: '5',
    title: 'Testing and Deployment',
    description:
      'Automated and manual tests on real devices and data, a security review, then a planned go-live with rollback ready.',
  },
  {
    icon: '6',
    title: 'Support and Upgrade',
    description:
      'After launch we monitor, fix, and ship improvements under a support plan with agreed response times.',
  },
];

export const SECTION_IMAGES: Record<ImageTextSection['id'], string> = {
  solutions: `${images}/section-solutions.svg`,
  website: `${images}/section-website.svg`,
  app: `${images}/section-app.svg`,
  integration: `${images}/section-integration.svg`,
  seo: `${images}/section-seo.svg`,
  support: `${images}/section-support.svg`,
};

/** The four features every page promises, in order; each page describes them its own way. */
export const FEATURES: { key: FeatureKey; title: string; icon: string }[] = [
  { key: 'interface', title: 'User-Friendly Interface', icon: `${images}/feature-interface.svg` },
  { key: 'scalable', title: 'Scalable Architecture', icon: `${images}/feature-scalable.svg` },
  { key: 'crossPlatform', title: 'Cross-Platform', icon: `${images}/feature-cross-platform.svg` },
  { key: 'secure', title: 'Secure & Reliable', icon: `${images}/feature-secure.svg` },
];
