/** Marketing copy of the WhatsApp Business API product page (/products/whatsapp). */
import type { FaqItem } from '../lib/faq';

export interface TabCopy {
  id: string;
  label: string;
  title: string;
  description: string;
  points: string[];
}

export interface TextItem {
  title: string;
  text: string;
}

export const WHATSAPP_HERO = {
  title: 'WhatsApp Business API for Sales, Support and Marketing',
  lead: 'Reach every customer on the app they open fifty times a day. Broadcast offers, answer chats as a team, and automate replies with the official WhatsApp Business API.',
};

export const FEATURE_TABS: TabCopy[] = [
  {
    id: 'broadcast',
    label: 'BROADCAST',
    title: 'Broadcast to thousands in one click',
    description:
      'Send approved template messages with images, videos, documents and buttons to customer lists you import or segment by tag.',
    points: [
      'Schedule campaigns for the best time',
      'Personalise every message with the customer’s name and order details',
      'Track sent, delivered, read and replied counts',
    ],
  },
  {
    id: 'livechats',
    label: 'LIVECHATS',
    title: 'Live chat from one shared number',
    description:
      'Your whole team answers customers from a single WhatsApp number in a shared inbox, on the web or on the phone.',
    points: [
      'See who is typing and who owns each chat',
      'Quick replies and saved answers for common questions',
      'Private notes for teammates inside the conversation',
    ],
  },
  {
    id: 'automation',
    label: 'AUTOMATION',
    title: 'Automate the routine work',
    description:
      'Welcome messages, out-of-office replies, order updates and payment reminders go out on their own.',
    points: [
      'Trigger messages from your store, CRM or forms',
      'Route chats to the right team by keyword',
      'Office hours and holiday replies',
    ],
  },
  {
    id: 'chatbot',
    label: 'CHATBOT',
    title: 'A chatbot that qualifies leads around the clock',
    description:
      'Build menus and question flows without code; the bot collects details and hands over to a person when needed.',
    points: [
      'Drag-and-drop flow builder with buttons and lists',
      'Collect name, e-mail and requirement before a human joins',
      'Hand-over to an agent at any step',
    ],
  },
  {
    id: 'integrations',
    label: 'INTEGRATIONS',
    title: 'Connect the tools you already use',
    description:
      'Plug WhatsApp into Shopify, WooCommerce, Google Sheets, Zoho, HubSpot and your own software through webhooks and the API.',
    points: [
      'Order and shipping notifications from your store',
      'New leads straight into your CRM',
      'REST API and webhooks for custom software',
    ],
  },
  {
    id: 'followup',
    label: 'FOLLOWUP',
    title: 'Follow up before the lead goes cold',
    description:
      'Set drip sequences that message a customer after an enquiry, an abandoned cart or a missed payment.',
    points: [
      'Sequences that stop when the customer replies',
      'Abandoned cart recovery with a checkout link',
      'Reminders for renewals, appointments and dues',
    ],
  },
  {
    id: 'team',
    label: 'TEMA',
    title: 'Built for teams',
    description:
      'Give each agent a login, limit what they can see, and measure response times across the team.',
    points: [
      'Unlimited agents on higher plans',
      'Role-based access for admins, managers and agents',
      'Reports on response time and chats closed',
    ],
  },
];

export const FEATURE_BLURBS: TextItem[] = [
  {
    title: 'Messages up to 1500 characters',
    text: 'Say everything in one message: offers, terms and links fit in up to 1500 characters, with images, documents and buttons attached.',
  },
  {
    title: 'Direct billing, 40 to 50 percent cheaper',
    text: 'Conversation charges are billed directly by Meta to your account, with no reseller markup: a direct billing discount of 40 to 50 percent.',
  },
  {
    title: 'The 24-hour message window',
    text: 'When a customer writes first (user initiated), you can reply freely for 24 hours. Outside that window a business initiated message must use an approved template.',
  },
];

export const TEAM_TABS: TabCopy[] = [
  {
    id: 'add-member',
    label: 'Add Member',
    title: 'Add team members in seconds',
    description:
      'Invite colleagues by e-mail and give each a role: admin, manager or agent. Remove access the moment someone leaves.',
    points: [
      'Admins manage billing and settings',
      'Managers see every chat and report',
      'Agents see the chats assigned to them',
    ],
  },
  {
    id: 'shared-inbox',
    label: 'Shared Inbox',
    title: 'One inbox for the whole team',
    description:
      'All conversations on your WhatsApp number land in one inbox, filtered by status, tag or agent, so no customer waits unseen.',
    points: [
      'Open, pending and closed views',
      'Tags and filters for every chat',
      'Collision alerts when two agents reply',
    ],
  },
  {
    id: 'assign-task',
    label: 'Assign Task',
    title: 'Assign chats and tasks',
    description:
      'Assign a conversation to an agent by hand or automatically in turn, and set follow-up tasks with due dates.',
    points: [
      'Round-robin assignment',
      'Follow-up tasks with reminders',
      'Transfer a chat with its full history',
    ],
  },
];

export const BENEFITS: TextItem[] = [
  {
    title: 'Higher open rates',
    text: 'WhatsApp messages are read far more often than e-mail or SMS, usually within minutes.',
  },
  {
    title: 'Green tick credibility',
    text: 'We help you apply for the verified business badge so customers know it is really you.',
  },
  {
    title: 'Faster support',
    text: 'Customers get answers in the app they already use, without waiting on hold.',
  },
  {
    title: 'More sales',
    text: 'Catalogues, payment links and reminders turn conversations into orders.',
  },
];

export const WHY_US: TextItem[] = [
  {
    title: 'Official API partner setup',
    text: 'We set up your WhatsApp Business API account, number and templates for you.',
  },
  {
    title: 'Unlimited messages',
    text: 'Every plan includes unlimited messages per month: no per-message platform fee from us.',
  },
  {
    title: 'Indian support team',
    text: 'Help on WhatsApp, phone and e-mail during Indian business hours, in English and Hindi.',
  },
  { title: 'No lock-in', text: 'Pay monthly, every 3 or 6 months, or yearly with 2 months free.' },
];

export const WHATSAPP_FAQS: FaqItem[] = [
  {
    question: 'What is the WhatsApp Business API?',
    answer:
      'It is the official way for medium and large businesses to use WhatsApp: one number shared by a team, automation, chatbots and integrations, instead of a single phone running the WhatsApp Business app.',
  },
  {
    question: 'How is it different from the WhatsApp Business app?',
    answer:
      'The app works on one or a few phones and has no automation beyond simple replies. The API has no device limit, supports many agents, broadcasts to large lists, chatbots and connections to your CRM or store.',
  },
  {
    question: 'Do I need a new phone number?',
    answer:
      'You need a number that is not active on a WhatsApp or WhatsApp Business app account. You can use an existing landline or mobile number after deleting its WhatsApp account, or a new one.',
  },
  {
    question: 'How long does setup take?',
    answer:
      'Usually 3 to 7 working days for a standard setup, depending on how quickly Meta verifies your business. Custom chatbot and integration work takes 15 to 30 days.',
  },
  {
    question: 'Which documents are needed for business verification?',
    answer:
      'A registered business name with a matching website, and one proof such as GST certificate, incorporation certificate, Udyam registration or a utility bill in the business name.',
  },
  {
    question: 'Are messages really unlimited?',
    answer:
      'Yes, our plans include unlimited messages per month. Meta separately charges per conversation for business initiated templates, billed directly to you at Meta’s rates.',
  },
  {
    question: 'What is the 24-hour window?',
    answer:
      'When a customer messages you, a 24-hour window opens in which you can reply with any message. After it closes, you can only start a conversation with a template approved by Meta.',
  },
  {
    question: 'What are message templates?',
    answer:
      'Pre-written messages, with placeholders for names or order numbers, that Meta approves before use. They are needed for broadcasts and for messages outside the 24-hour window.',
  },
  {
    question: 'Can I send broadcasts to people who have not saved my number?',
    answer:
      'Yes. With the API, customers do not need to save your number. They must have agreed to receive messages from you (opt-in), which WhatsApp requires.',
  },
  {
    question: 'How long can a message be?',
    answer:
      'A message can be up to 1500 characters, and can carry images, videos, documents, buttons and lists.',
  },
  {
    question: 'Can I get the green tick?',
    answer:
      'We help you apply for an Official Business Account. Meta decides who receives it, usually brands that are often searched for and covered in the news.',
  },
  {
    question: 'Can several team members use the same number?',
    answer:
      'Yes. Every agent logs in to the shared inbox with their own account and role, and chats can be assigned and transferred between them.',
  },
  {
    question: 'Which billing cycles can I choose?',
    answer:
      'Monthly, every 3 months, every 6 months or yearly. Paying yearly costs the same as 10 months: 2 months are free.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'No. All sales are final and payments are not refunded once the service has been activated, so start with the free trial or a live demo if you are unsure.',
  },
];
