import type { ServicePageContent } from './service-page-content';

const content: ServicePageContent = {
  meta: {
    title: 'ERP Software',
    description:
      'ERP for Indian manufacturers, distributors and retailers: inventory, purchase, sales, GST billing, production and accounts in one system, on cloud or on premise.',
  },
  hero: {
    eyebrow: 'ERP',
    headline: 'Run Your Whole Business From One System',
    blurb:
      'Inventory, purchase, sales, production, GST billing and accounts connected in one ERP, so every department works from the same numbers.',
  },
  features: {
    interface:
      'Role-based screens for stores, accounts, sales and management, each showing only what that person needs.',
    scalable:
      'Add warehouses, plants, companies and users as you grow, with consolidated reports across all of them.',
    crossPlatform:
      'Use it in the browser at the office and on the mobile app at the warehouse, shop floor or on the road.',
    secure:
      'Approval workflows, user rights down to each field, full audit trails and daily off-site backups.',
  },
  sections: [
    {
      id: 'solutions',
      title: 'ERP Solutions',
      body: 'Modules for inventory, purchase, sales, production planning, quality, HR and accounts, configured to your industry instead of forcing you into a generic flow.',
      points: [
        'Manufacturing, trading and retail editions',
        'Batch, serial and expiry tracking',
        'GST-ready invoicing and returns data',
      ],
    },
    {
      id: 'website',
      title: 'Website and Customer Portal',
      body: 'A portal where dealers and customers place orders, check stock and download invoices, with orders landing directly in the ERP.',
      points: [
        'Dealer ordering portal',
        'Live stock and price lists',
        'Invoice and ledger downloads',
      ],
    },
    {
      id: 'app',
      title: 'ERP Mobile App',
      body: 'Stock counts with barcode scanning, sales orders from the field, and approvals for managers, all on Android and iOS.',
      points: ['Barcode and QR scanning', 'Field sales order booking', 'Approvals on the go'],
    },
    {
      id: 'integration',
      title: 'Platform Integration',
      body: 'The ERP exchanges data with Tally, banks, GST e-invoicing, e-way bill portals, e-commerce marketplaces and your CRM, so nothing is typed twice.',
      points: [
        'GST e-invoice and e-way bill',
        'Tally and bank statement sync',
        'Amazon and Flipkart order import',
      ],
    },
    {
      id: 'seo',
      title: 'SEO Services',
      body: 'For manufacturers and distributors selling B2B, we make your product catalogue discoverable on Google so buyers find you before they find a marketplace listing.',
      points: [
        'Product pages generated from ERP data',
        'B2B keyword research',
        'Google Merchant Center feeds',
      ],
    },
    {
      id: 'support',
      title: 'Support and Maintenance',
      body: 'Implementation is only the start. Our support team handles user questions, year-end closing, statutory updates and new reports as your business changes.',
      points: [
        'Year-end closing assistance',
        'GST and statutory updates',
        'Custom reports on request',
      ],
    },
  ],
  faqs: [
    {
      question: 'How long does ERP implementation take?',
      answer:
        'A standard implementation for a single company takes 6 to 12 weeks, including data migration, configuration and training. Multi-plant or heavily customised rollouts are phased over three to six months.',
    },
    {
      question: 'Can we move our data from Tally or Excel?',
      answer:
        'Yes. We migrate item masters, customers, suppliers, opening stock and ledger balances from Tally, Busy, Excel or your old software, and reconcile the figures with your accountant before go-live.',
    },
    {
      question: 'Is the ERP GST compliant?',
      answer:
        'Yes. It produces GST invoices with HSN codes, generates e-invoices and e-way bills through the government portals, and prepares the data your accountant needs for GSTR-1 and GSTR-3B.',
    },
  ],
};

export default content;
