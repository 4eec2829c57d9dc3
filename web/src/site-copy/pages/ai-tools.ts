import type { ServicePageContent } from './service-page-content';

const content: ServicePageContent = {
  meta: {
    title: 'AI-Powered Tools',
    description:
      'Practical AI for Indian businesses: chatbots in English and Indian languages, document reading, sales forecasts and automation built on your own data.',
  },
  hero: {
    eyebrow: 'AI-Powered Tools',
    headline: 'Put AI to Work on Your Everyday Tasks',
    blurb:
      'Chatbots that answer customers in their language, assistants that read invoices and forms, and forecasts that help you stock and staff smarter.',
  },
  features: {
    interface:
      'AI built into the tools your team already uses, with plain-language answers and a human approval step where it matters.',
    scalable:
      'Start with one use case, such as customer queries, and extend the same foundation to documents, sales and operations.',
    crossPlatform:
      'Assistants available on your website, WhatsApp, mobile app and internal dashboards from one shared knowledge base.',
    secure:
      'Your data is not used to train public models; access is logged and sensitive fields are masked before processing.',
  },
  sections: [
    {
      id: 'solutions',
      title: 'AI Solutions',
      body: 'We start from a business problem, such as slow replies, manual data entry or stock-outs, and build the smallest AI tool that measurably fixes it.',
      points: [
        'Use-case workshop and ROI estimate',
        'Proof of concept in 2 to 4 weeks',
        'Accuracy measured on your real data',
      ],
    },
    {
      id: 'website',
      title: 'AI for Your Website',
      body: 'A website assistant that answers product, pricing and order questions from your own content, collects leads and hands over to a person when needed.',
      points: [
        'Answers from your catalogue and FAQs',
        'Lead capture inside the chat',
        'Hand-over to your sales team',
      ],
    },
    {
      id: 'app',
      title: 'AI in Mobile Apps',
      body: 'Voice search in Hindi and regional languages, photo-based product lookup and smart recommendations that make your app easier for every customer.',
      points: [
        'Voice input in Indian languages',
        'Image recognition for products',
        'Personalised recommendations',
      ],
    },
    {
      id: 'integration',
      title: 'Platform Integration',
      body: 'AI that works inside WhatsApp, your CRM, ERP and help desk: reading purchase orders into your ERP, summarising calls into the CRM, drafting replies for agents.',
      points: [
        'Invoice and purchase order extraction',
        'Call and chat summaries in the CRM',
        'Reply suggestions for support agents',
      ],
    },
    {
      id: 'seo',
      title: 'SEO Services',
      body: 'AI-assisted keyword research and content briefs, reviewed by our editors, so you publish useful pages faster without thin, machine-written text.',
      points: [
        'Topic and keyword clustering',
        'Content briefs for your writers',
        'Human editing on every page',
      ],
    },
    {
      id: 'support',
      title: 'Support and Maintenance',
      body: 'AI tools need care after launch: we monitor answer quality, update knowledge as your products change and retrain models when accuracy drifts.',
      points: ['Monthly accuracy reports', 'Knowledge base updates', 'Model and prompt tuning'],
    },
  ],
  faqs: [
    {
      question: 'Do we need a lot of data to use AI?',
      answer:
        'Not for most tools. Chatbots and document readers work from your existing FAQs, catalogues and a few dozen sample documents. Forecasting needs one to two years of sales history.',
    },
    {
      question: 'Can the chatbot reply in Hindi and other Indian languages?',
      answer:
        'Yes. Our assistants understand and reply in English, Hindi and major regional languages, including mixed Hinglish, and can switch to the language the customer writes in.',
    },
    {
      question: 'Is our business data safe with AI tools?',
      answer:
        'We use enterprise AI services that do not train on your data, host in Indian regions where required, mask personal details and log every request so you stay in control.',
    },
  ],
};

export default content;
