import type { ServicePageContent } from './service-page-content';

const content: ServicePageContent = {
  meta: {
    title: 'E-commerce Development',
    description:
      'Online stores for Indian brands: product catalogues, UPI and card payments, cash on delivery, shipping integrations and marketplace sync, from ₹75,000.',
  },
  hero: {
    eyebrow: 'E-Commerce',
    headline: 'Your Own Online Store, Ready to Sell Across India',
    blurb:
      'A fast, mobile-first store with UPI, cards and cash on delivery, shipping to every pin code and stock synced with your marketplaces.',
  },
  features: {
    interface:
      'A checkout that takes under a minute on a phone, with saved addresses, UPI and one-tap reorders.',
    scalable:
      'Handles sale-day traffic spikes and catalogues from fifty products to fifty thousand.',
    crossPlatform:
      'One store on the web, as an installable app and synced to Amazon, Flipkart and Meesho listings.',
    secure:
      'PCI-compliant payment gateways, fraud checks on cash-on-delivery orders and encrypted customer data.',
  },
  sections: [
    {
      id: 'solutions',
      title: 'E-Commerce Solutions',
      body: 'B2C stores, B2B ordering with tiered prices, subscription boxes and multi-vendor marketplaces, each with an admin panel your team can run.',
      points: [
        'B2C and B2B stores',
        'Coupons, combos and loyalty points',
        'GST invoices for every order',
      ],
    },
    {
      id: 'website',
      title: 'Store Website Development',
      body: 'Product pages with zoomable images, size guides and reviews, designed to build trust with first-time buyers and load fast on mobile data.',
      points: [
        'Custom storefront design',
        'Product reviews and ratings',
        'Pages that load in under two seconds',
      ],
    },
    {
      id: 'app',
      title: 'Shopping App Development',
      body: 'Android and iOS shopping apps with push notifications for offers, order tracking and wish lists, sharing one back office with your website.',
      points: [
        'Push notifications for offers',
        'Live order tracking',
        'Shared cart across web and app',
      ],
    },
    {
      id: 'integration',
      title: 'Platform Integration',
      body: 'Payments through Razorpay, PayU or Cashfree; shipping through Shiprocket, Delhivery and India Post; stock and orders synced with your ERP and marketplaces.',
      points: [
        'UPI, cards, net banking and COD',
        'Shiprocket and courier integrations',
        'Marketplace and ERP stock sync',
      ],
    },
    {
      id: 'seo',
      title: 'SEO Services',
      body: 'Category pages targeted at real buyer searches, product structured data for rich results and Google Shopping feeds that put your products in front of ready buyers.',
      points: [
        'Product and category SEO',
        'Google Shopping feed setup',
        'Rich results with prices and ratings',
      ],
    },
    {
      id: 'support',
      title: 'Support and Maintenance',
      body: 'Sale-day readiness checks, uptime monitoring, security updates and help adding new features such as gift cards or new payment options.',
      points: [
        'Sale-day load checks',
        'Uptime and order monitoring',
        'Feature additions on request',
      ],
    },
  ],
  faqs: [
    {
      question: 'How much does an online store cost?',
      answer:
        'A complete online store typically costs ₹75,000 to ₹2,00,000 depending on the number of products, payment and shipping integrations, and custom features such as B2B pricing or a mobile app.',
    },
    {
      question: 'Can customers pay by UPI and cash on delivery?',
      answer:
        'Yes. We integrate UPI, cards, net banking, wallets and EMI through gateways such as Razorpay or PayU, and cash on delivery with pin-code rules and OTP checks to reduce fake orders.',
    },
  ],
};

export default content;
