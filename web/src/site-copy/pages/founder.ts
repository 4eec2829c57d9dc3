import { SITE } from '../../../../common/site';

const { name, since } = SITE.founder;

/** Copy of the Founder page: a static biography. */
export const FOUNDER = {
  meta: {
    title: `${name}, ${SITE.founder.role}`,
    description: `The story of ${name}, founder and CEO of ${SITE.name}: from engineer to building a digital-services company for Indian businesses.`,
  },
  intro: `${SITE.founder.role} of ${SITE.name}`,
  sections: [
    {
      heading: 'Early years',
      paragraphs: [
        `${name} grew up in Lucknow, where his family ran a wholesale textile business. Helping out in the shop after school, he watched orders, stock and payments tracked in thick ledgers, and saw how much time went into simply finding out what had been sold and what was owed.`,
        'He studied computer science and spent his first years as a software engineer at product companies in Bengaluru and Gurugram, building systems used by millions of people.',
      ],
    },
    {
      heading: `Founding ${SITE.name}`,
      paragraphs: [
        `In ${since} he returned to the problem he had grown up with. He started ${SITE.name} in Noida with two colleagues, building websites and simple business tools for shops, clinics and small manufacturers who had been ignored by large IT firms.`,
        'Word spread through referrals. Clients who began with a website came back for a CRM, a delivery app or help with online marketing, and the company grew into a full-service digital partner.',
      ],
    },
    {
      heading: 'How he leads',
      paragraphs: [
        'He insists on three things: understand the business before proposing technology, put the price and scope in writing, and never leave a client alone after launch. He still joins discovery calls on major projects and reads every client escalation himself.',
        'Outside work he mentors first-time founders, speaks at MSME digitalisation events and teaches coding to school students on weekends.',
      ],
    },
    {
      heading: 'Vision',
      paragraphs: [
        `“Technology should not be a luxury for big companies. My goal is for every growing Indian business to run on software as good as any multinational’s, built by people who care whether it works for them.” — ${name}`,
      ],
    },
  ],
};
