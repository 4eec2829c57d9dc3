import type { BlogCategoryKey } from '../../../../common/blog';

export interface DemoPost {
  slug: string;
  title: string;
  category: BlogCategoryKey;
  image: string;
  daysAgo: number;
  description: string;
}

/** Demo posts for a fresh embedded database: every category, images served by the site itself. */
export const DEMO_POSTS: DemoPost[] = [
  {
    slug: 'choosing-a-tech-stack-for-your-first-business-app',
    title: 'Choosing a Tech Stack for Your First Business App',
    category: 'EDUCATIONAL_CONTENT',
    image: '/images/blog/stack.svg',
    daysAgo: 2,
    description: `A tech stack is the set of languages, frameworks and services your application is built on. For a first business app the right choice is rarely the newest one; it is the one your team can hire for, host cheaply and keep secure for years.
Start from the problem. An internal dashboard for twenty staff has very different needs from a consumer app that may see a festival-season rush. Write down who uses the app, how many of them, from which devices, and what happens if it is down for an hour.
Prefer boring, well-documented tools. A relational database such as PostgreSQL covers most business data, from orders to invoices, and keeps it consistent. A mainstream web framework gives you security fixes, libraries and people who already know it.
Plan for growth without building for it on day one. Clear module boundaries, automated tests and a repeatable deployment matter more than micro-services. You can split a well-organised application later; you cannot easily untangle a rushed one.
Finally, budget for the years after launch: hosting, monitoring, backups and updates. A stack that is cheap to start but expensive to maintain is not cheap.`,
  },
  {
    slug: 'what-is-a-crm-and-when-do-you-need-one',
    title: 'What Is a CRM and When Do You Need One?',
    category: 'EDUCATIONAL_CONTENT',
    image: '/images/blog/crm.svg',
    daysAgo: 9,
    description: `A customer relationship management (CRM) system keeps every conversation, enquiry and sale with a customer in one place, so nobody has to search through phones, notebooks and spreadsheets.
Most businesses feel the need when leads start slipping: a caller was promised a quote and never got it, or two salespeople contacted the same shop on the same day. A CRM gives each lead an owner, a status and a next step.
Good CRMs connect to the channels your customers already use. In India that usually means WhatsApp, phone calls and walk-ins as much as e-mail. When a message arrives, it should land on the right person's list automatically.
Start small: track leads, follow-ups and won or lost deals. Add quotations, invoices and reports once the team trusts the basics.`,
  },
  {
    slug: 'cloud-hosting-explained-for-small-businesses',
    title: 'Cloud Hosting Explained for Small Businesses',
    category: 'EDUCATIONAL_CONTENT',
    image: '/images/blog/cloud.svg',
    daysAgo: 21,
    description: `Cloud hosting means renting computing power, storage and databases from a provider instead of running your own servers. You pay for what you use and can grow when you need to.
For a small business the main gains are reliability and less maintenance. Backups, security patches and hardware failures become the provider's job, while you keep control of your data and your application.
Costs can surprise you if nobody watches them. Set budgets and alerts, switch off test machines at night, and choose managed databases over hand-built ones.
Keep data close to your customers: Indian regions give lower latency for Indian visitors and make data-protection obligations easier to meet.`,
  },
  {
    slug: 'whatsapp-business-api-now-supports-richer-catalogues',
    title: 'WhatsApp Business API Now Supports Richer Catalogues',
    category: 'REGULAR_UPDATE',
    image: '/images/blog/whatsapp.svg',
    daysAgo: 4,
    description: `Businesses using the WhatsApp Business API can now show larger product catalogues with more images and variants directly inside a chat.
For retailers this shortens the path from question to order: a customer asks about a product, receives the catalogue entry, and can add it to a cart without leaving the conversation.
Our messaging plans support catalogue messages on every tier. Existing customers do not need to change anything; new templates can be created from the dashboard.
As always, messages that a business starts still need an approved template, and the 24-hour customer service window applies to free-form replies.`,
  },
  {
    slug: 'our-new-support-hours-and-response-times',
    title: 'Our New Support Hours and Response Times',
    category: 'REGULAR_UPDATE',
    image: '/images/blog/support.svg',
    daysAgo: 15,
    description: `From this month our support desk is open from 9 am to 9 pm IST, Monday to Saturday, with an on-call engineer for urgent production issues at all other times.
Priority issues, such as a site that is down or payments that fail, receive a first response within one hour. Other requests are answered within one working day.
You can reach us by e-mail, phone or WhatsApp; every message creates a ticket so nothing gets lost between channels.`,
  },
  {
    slug: 'why-page-speed-matters-for-seo',
    title: 'Why Page Speed Matters for SEO',
    category: 'SEO_BENEFITS',
    image: '/images/blog/speed.svg',
    daysAgo: 6,
    description: `Search engines measure how quickly a page shows its main content, how soon it responds to a tap, and whether the layout jumps while loading. Slow pages rank lower and lose visitors before they read a word.
Most of the gains come from a few habits: serve the page's HTML from the server, compress and size images, load scripts only where they are needed, and cache what rarely changes.
Mobile visitors on slower networks feel the difference most. Test on a mid-range phone, not only on an office laptop with fast Wi-Fi.
Speed work pays twice: better rankings bring more visitors, and a faster site turns more of them into enquiries.`,
  },
  {
    slug: 'local-seo-for-indian-small-businesses',
    title: 'Local SEO for Indian Small Businesses',
    category: 'SEO_BENEFITS',
    image: '/images/blog/local-seo.svg',
    daysAgo: 30,
    description: `Local SEO helps people nearby find you when they search for a service "near me". For shops, clinics and service providers it is often the cheapest source of new customers.
Claim and complete your business profile on the major maps services, with correct hours, phone number and photos. Keep your name, address and phone number identical everywhere they appear.
Ask happy customers for reviews and reply to every review, good or bad. Write pages for the areas and services you actually cover, in the language your customers search in.
Track calls, direction requests and enquiries month by month to see what works.`,
  },
];
