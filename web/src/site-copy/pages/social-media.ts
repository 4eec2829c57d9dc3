import type { ServicePageContent } from './service-page-content';

const content: ServicePageContent = {
  meta: {
    title: 'Social Media Management',
    description:
      'Social media management for Indian businesses: content calendars, reels, replies, paid campaigns and monthly reports on Instagram, Facebook, LinkedIn and YouTube.',
  },
  hero: {
    eyebrow: 'Social Media Management',
    headline: 'Social Media That Brings Customers, Not Just Likes',
    blurb:
      'We plan, create, post and reply for your brand on Instagram, Facebook, LinkedIn and YouTube, and report every month on the enquiries it brings.',
  },
  features: {
    interface:
      'A shared content calendar where you approve posts with one tap from your phone, in English or your regional language.',
    scalable:
      'Start with two platforms and twelve posts a month; add reels, ads and new languages as results come in.',
    crossPlatform:
      'Each post is adapted to the format, size and tone of every platform instead of being copied across.',
    secure:
      'Your page access stays with you through business manager roles; we never ask for your personal passwords.',
  },
  sections: [
    {
      id: 'solutions',
      title: 'Social Media Solutions',
      body: 'A monthly plan built on your products, festivals and sales seasons, with designed posts, short videos and captions written for the people who buy from you.',
      points: [
        'Monthly content calendar and approvals',
        'Reels, carousels and story designs',
        'Festival and offer campaigns planned ahead',
      ],
    },
    {
      id: 'website',
      title: 'Website Development for Social Traffic',
      body: 'Visitors from a post should land on a page that loads quickly on a phone and asks for the enquiry, not on a slow home page.',
      points: [
        'Campaign landing pages',
        'Meta Pixel and conversion tracking',
        'WhatsApp and call buttons on every page',
      ],
    },
    {
      id: 'app',
      title: 'App Development and Promotion',
      body: 'For brands with an app, we plan launch campaigns and app-install ads, and can build the app itself with our development team.',
      points: [
        'App-install campaigns on Meta and Google',
        'In-app share and referral features',
        'Launch content and influencer outreach',
      ],
    },
    {
      id: 'integration',
      title: 'Platform Integration',
      body: 'Leads from Instagram and Facebook forms flow straight into your CRM or WhatsApp inbox, so no enquiry waits in a notifications tab.',
      points: [
        'Lead forms synced to your CRM',
        'Instagram and Facebook messages in one inbox',
        'Automatic WhatsApp follow-up',
      ],
    },
    {
      id: 'seo',
      title: 'SEO Services',
      body: 'Social and search work together: we optimise your profiles, Google Business listing and YouTube descriptions so people find you however they search.',
      points: [
        'Google Business Profile optimisation',
        'YouTube titles, tags and descriptions',
        'Hashtag and keyword research',
      ],
    },
    {
      id: 'support',
      title: 'Support and Maintenance',
      body: 'A named account manager replies to comments and messages within working hours and sends a clear monthly report of reach, engagement and enquiries.',
      points: [
        'Comment and message replies',
        'Monthly performance report',
        'Quarterly strategy review call',
      ],
    },
  ],
  faqs: [
    {
      question: 'Which platforms do you manage?',
      answer:
        'Instagram, Facebook, LinkedIn and YouTube, plus your Google Business Profile. We recommend the two or three platforms where your buyers actually spend time rather than all of them at once.',
    },
    {
      question: 'How much does social media management cost per month?',
      answer:
        'Plans start at ₹15,000 per month for two platforms, with ₹25,000 and ₹40,000 plans that add reels, more posts and ad management. Ad spend is paid directly to Meta or Google and is separate.',
    },
    {
      question: 'Do you create posts in Hindi and regional languages?',
      answer:
        'Yes. We write in English, Hindi and several regional languages, and can mix them in one calendar when your customers read more than one.',
    },
    {
      question: 'When will we see results?',
      answer:
        'Consistent posting usually lifts reach within the first month; enquiries from organic content build over three to six months. Paid campaigns can bring leads in the first week.',
    },
  ],
};

export default content;
