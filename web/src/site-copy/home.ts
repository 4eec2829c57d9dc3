import { SITE } from '../../../common/site';
import { paths } from '../lib/paths';

/** Static copy of the home page. Icons are names the home feature draws as inline SVG. */
export type HomeIconName =
  'code' | 'crm' | 'cloud' | 'ai' | 'web' | 'social' | 'message' | 'media' | 'call';

export const HOME_HERO = {
  headline: `Go to the next technology with ${SITE.name}`,
  lead: 'Websites, apps, CRM, cloud and AI tools that help your business grow, built by one team from idea to launch.',
  tags: [
    'Web Dev',
    'Mobile Apps',
    'UI/UX',
    'AI Tools',
    'Social Media Management',
    'Cloud',
    'Software Development',
  ],
  video: {
    webm: '/media/hero.webm',
    mp4: '/media/hero.mp4',
    poster: '/media/hero-poster.webp',
  },
} as const;

export interface HomeServiceCard {
  title: string;
  description: string;
  icon: HomeIconName;
  readMore: string;
}

export const HOME_SERVICES_HEADING = 'On-Demand Services';

export const HOME_SERVICE_CARDS: readonly HomeServiceCard[] = [
  {
    title: 'Custem Software Development',
    description:
      'Software shaped around the way your business works, from internal tools to customer portals.',
    icon: 'code',
    readMore: paths.customSoftware,
  },
  {
    title: 'CRM',
    description:
      'One place for every lead, customer and follow-up, so your sales team never loses a deal.',
    icon: 'crm',
    readMore: paths.crm,
  },
  {
    title: 'Cloud Solution',
    description:
      'Secure, scalable hosting and migrations that keep your applications fast and always available.',
    icon: 'cloud',
    readMore: paths.cloud,
  },
  {
    title: 'AI-Powered Tool',
    description:
      'Chatbots, document automation and smart insights that take repetitive work off your team.',
    icon: 'ai',
    readMore: paths.aiTools,
  },
  {
    title: 'Website Development',
    description:
      'Fast, mobile-friendly websites and online stores that turn visitors into customers.',
    icon: 'web',
    readMore: paths.webDevelopment,
  },
  {
    title: 'Social Media Management',
    description:
      'Planned content, community replies and ad campaigns that grow your brand on every platform.',
    icon: 'social',
    readMore: paths.socialMedia,
  },
];

export interface CarouselItem {
  title: string;
  image: string;
}

export const HOME_CAROUSEL_ITEMS: readonly CarouselItem[] = [
  { title: 'WhatsApp API', image: '/images/home/carousel-whatsapp.svg' },
  { title: 'Marketing', image: '/images/home/carousel-marketing.svg' },
  { title: 'Social Media Handling', image: '/images/home/carousel-social.svg' },
  { title: 'Software Development', image: '/images/home/carousel-software.svg' },
  { title: 'Website Development', image: '/images/home/carousel-website.svg' },
  { title: 'CRM', image: '/images/home/carousel-crm.svg' },
  { title: 'Cloud Solution', image: '/images/home/carousel-cloud.svg' },
  { title: 'AI Tools', image: '/images/home/carousel-ai.svg' },
];

export const HOME_FOUNDER = {
  heading: 'Meet Our Founder',
  intro: `${SITE.founder.name} started ${SITE.name} to give growing businesses the technology that large companies take for granted.`,
  vision: {
    title: 'Vision',
    text: 'Shaping the future of technology by making modern software simple, affordable and useful for every business.',
  },
  mission: {
    title: 'Mission',
    text: 'Empowering digital transformation with honest advice, reliable engineering and support that lasts beyond launch.',
  },
} as const;

export interface WhatsAppFeature {
  title: string;
  description: string;
  icon: HomeIconName;
}

export const HOME_WHATSAPP = {
  heading: 'WhatsApp Business API',
  lead: 'Reach customers where they already are: send updates, answer questions and close sales on WhatsApp.',
  badge: '24/7',
  badgeLabel: 'Always-on support',
  cta: 'Start Chatting Now',
  greeting: 'Hello! I would like to know more about the WhatsApp Business API.',
  rotateEveryMs: 3000,
  features: [
    {
      title: 'Automated Messaging',
      description: 'Send order updates, reminders and replies automatically, around the clock.',
      icon: 'message',
    },
    {
      title: 'Rich Media Support',
      description: 'Share images, documents, catalogues and buttons right inside the chat.',
      icon: 'media',
    },
    {
      title: 'Voice and Video Calls',
      description: 'Move from a message to a call when a customer needs a personal touch.',
      icon: 'call',
    },
  ] satisfies WhatsAppFeature[],
} as const;

export const HOME_BANNER = {
  heading: 'Are you ready to start a project?',
  text: 'We are eager to hear from you',
} as const;
