import type { ServicePageContent } from './service-page-content';

const content: ServicePageContent = {
  meta: {
    title: 'Web Development',
    description:
      'Website development for Indian businesses: fast, mobile-first business websites and online stores with SEO, WhatsApp enquiries and hosting, from ₹15,000.',
  },
  hero: {
    eyebrow: 'Web Development',
    headline: 'Websites That Turn Visitors Into Enquiries',
    blurb:
      'Fast, mobile-first websites designed around what your customers need to know and built to be found on Google, delivered in as little as seven days.',
  },
  features: {
    interface:
      'Clear navigation and calls to action tested on the budget Android phones most of your visitors use.',
    scalable:
      'Start with a five-page site and add a blog, catalogue, bookings or an online store on the same foundation.',
    crossPlatform:
      'Looks and works right on every screen size and browser, from a 5-inch phone to a wide office monitor.',
    secure:
      'SSL, hardened hosting, spam-protected forms and daily backups come with every website we build.',
  },
  sections: [
    {
      id: 'solutions',
      title: 'Web Solutions',
      body: 'Business websites, product catalogues, booking sites and customer portals, each planned around the one action you want visitors to take.',
      points: [
        'Business and corporate websites',
        'Catalogue and booking websites',
        'Customer and dealer portals',
      ],
    },
    {
      id: 'website',
      title: 'Website Development',
      body: 'Designed in your brand, written for your buyers and built with modern frameworks, with a simple admin panel so your team can update text and images.',
      points: [
        'Custom design, no generic templates',
        'Easy content editing',
        'Basic sites in 7 to 15 days',
      ],
    },
    {
      id: 'app',
      title: 'Progressive Web Apps',
      body: 'When you need app-like features without the app store, we build progressive web apps that install from the browser and work offline.',
      points: ['Installable from the browser', 'Push notifications', 'Offline pages and forms'],
    },
    {
      id: 'integration',
      title: 'Platform Integration',
      body: 'Enquiries go to your inbox, CRM and WhatsApp; payments through Razorpay or PayU; bookings into your calendar; analytics into one report.',
      points: [
        'WhatsApp chat and enquiry buttons',
        'Payment gateway integration',
        'Google Analytics and Search Console',
      ],
    },
    {
      id: 'seo',
      title: 'SEO Services',
      body: 'Every site launches with technical SEO done right: fast loading, clean addresses, meta tags, structured data and a sitemap submitted to Google.',
      points: [
        'On-page SEO for every page',
        'Local SEO for your city',
        'Speed scores above 90 on mobile',
      ],
    },
    {
      id: 'support',
      title: 'Support and Maintenance',
      body: 'Hosting, security updates, backups and content changes handled for you under an annual maintenance plan, so the site keeps working while you run the business.',
      points: [
        'Managed hosting and domain renewals',
        'Monthly updates and backups',
        'Content changes on request',
      ],
    },
  ],
  faqs: [
    {
      question: 'How much does a website cost?',
      answer:
        'Basic business websites cost ₹15,000 to ₹30,000, standard sites with more pages and features ₹30,000 to ₹50,000, advanced sites ₹50,000 to ₹1,00,000, and online stores ₹75,000 to ₹2,00,000.',
    },
    {
      question: 'How long does it take to build a website?',
      answer:
        'A basic site takes 7 to 15 days, a standard site 15 to 30 days and an advanced site or online store 30 to 60 days, depending on how quickly content and feedback arrive.',
    },
    {
      question: 'Will I be able to update the website myself?',
      answer:
        'Yes. Every site comes with an admin panel for text, images, blog posts and products, plus a short training session and a written guide for your team.',
    },
    {
      question: 'Do you provide hosting and a domain name?',
      answer:
        'We can register the domain in your company’s name and host the site on fast Indian servers, or deploy to hosting you already have. You keep full ownership either way.',
    },
  ],
};

export default content;
