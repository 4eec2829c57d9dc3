import { SITE } from '../../../../common/site';

/** Copy of the About page. */
export const ABOUT = {
  meta: {
    title: 'About Us',
    description: `${SITE.name} builds software, websites, apps and digital marketing for Indian businesses. Meet the team, our mission and how we work.`,
  },
  hero: {
    headline: 'About Us',
    blurb: `${SITE.name} helps Indian businesses grow with software, websites and digital services that are built to last and priced to make sense.`,
  },
  story: [
    `${SITE.name} began in ${SITE.founder.since} as a three-person studio in Noida building websites for local shops and clinics. Our clients kept asking for more: a way to track leads, an app for their delivery staff, help with Google and Instagram. We said yes, learned fast, and grew with them.`,
    'Today a team of engineers, designers and marketers serves manufacturers, retailers, healthcare providers, educators and start-ups across India and abroad. We still work the way we started: we listen first, build what the business actually needs and stay around after launch.',
  ],
  solutions: [
    'Custom software and web applications',
    'Websites and online stores',
    'CRM and ERP implementation',
    'Cloud migration and hosting',
    'AI-powered chatbots and automation',
    'WhatsApp Business API, social media and digital marketing',
  ],
  mission:
    'Empowering digital transformation: to give every growing business access to the technology large companies take for granted, delivered honestly and at a fair price.',
  vision:
    'Shaping the future of technology in India: a country where a family business in a tier-3 town runs on software as good as any multinational’s.',
  approach: [
    'Understand the business before writing a line of code',
    'Agree a written scope, price and timeline up front',
    'Show working software every two weeks',
    'Measure success by results: leads, sales, hours saved',
    'Stay on after launch with support that answers',
  ],
  whyChoose: [
    {
      title: 'Global Reach',
      description:
        'Clients in India, the Middle East, the UK and North America, served from our Indian delivery centre across time zones.',
    },
    {
      title: 'Advanced Tools',
      description:
        'Modern frameworks, cloud platforms and AI services chosen for reliability and long-term support, not hype.',
    },
    {
      title: 'Educational Resources',
      description:
        'Guides, blog articles and training sessions so your team understands and confidently uses what we build.',
    },
    {
      title: 'Partnership Approach',
      description:
        'A named project lead, transparent progress and advice given in your interest, even when it means building less.',
    },
  ],
  solutionCards: [
    {
      title: 'Build',
      description:
        'Websites, mobile apps and custom software designed around your customers and your processes.',
    },
    {
      title: 'Grow',
      description:
        'SEO, social media, WhatsApp and paid campaigns that turn your online presence into enquiries and sales.',
    },
    {
      title: 'Run',
      description:
        'CRM, ERP, cloud hosting and security that keep daily operations organised, fast and safe.',
    },
  ],
  founderBlurb: `${SITE.founder.name} founded ${SITE.name} to bring dependable technology within reach of India’s growing businesses. He still leads client strategy on our largest projects.`,
  team: [
    { name: 'Priya Nair', role: 'Head of Engineering' },
    { name: 'Rohan Verma', role: 'Lead Designer' },
    { name: 'Sneha Iyer', role: 'Digital Marketing Manager' },
    { name: 'Karan Singh', role: 'Client Success Manager' },
  ],
};
