import type { ChatServiceKey } from '../../../common/leads';

export interface ChatServiceSection {
  heading: string;
  items: readonly string[];
}

export interface ChatService {
  key: ChatServiceKey;
  title: string;
  sections: readonly ChatServiceSection[];
}

/** The services the chat widget offers, with the price lists it quotes (in rupees). */
export const CHAT_SERVICE_CATALOGUE: readonly ChatService[] = [
  {
    key: 'Website_Development',
    title: 'Website Development',
    sections: [
      {
        heading: 'Packages',
        items: [
          'Basic Website: ₹15,000 - ₹30,000',
          'Standard Website: ₹30,000 - ₹50,000',
          'Advanced Website: ₹50,000 - ₹1,00,000',
          'E-commerce Website: ₹75,000 - ₹2,00,000',
        ],
      },
      {
        heading: 'Turnaround',
        items: ['Basic: 7-15 days', 'Standard: 15-30 days', 'Advanced and E-commerce: 30-60 days'],
      },
    ],
  },
  {
    key: 'WhatsApp_API',
    title: 'WhatsApp API',
    sections: [
      {
        heading: 'Plans',
        items: ['Basic: ₹5,000/month', 'Standard: ₹10,000/month', 'Enterprise: Custom pricing'],
      },
      {
        heading: 'Implementation',
        items: ['Basic setup: 3-7 days', 'Custom integration: 15-30 days'],
      },
    ],
  },
  {
    key: 'Social_Media',
    title: 'Social Media',
    sections: [
      {
        heading: 'Monthly packages',
        items: ['Starter: ₹15,000/month', 'Growth: ₹25,000/month', 'Premium: ₹40,000/month'],
      },
    ],
  },
  {
    key: 'Custom_Software',
    title: 'Custom Software',
    sections: [
      {
        heading: 'Project size',
        items: [
          'Small projects: ₹50,000 - ₹1,50,000',
          'Medium projects: ₹1,50,000 - ₹5,00,000',
          'Large projects: over ₹5,00,000',
        ],
      },
    ],
  },
  {
    key: 'CRM',
    title: 'CRM',
    sections: [
      {
        heading: 'Plans',
        items: ['Basic: ₹5,000/month', 'Standard: ₹10,000/month', 'Enterprise: Custom pricing'],
      },
    ],
  },
];

export function findChatService(key: ChatServiceKey): ChatService {
  const service = CHAT_SERVICE_CATALOGUE.find((candidate) => candidate.key === key);
  if (!service) throw new Error(`Unknown chat service ${key}`);
  return service;
}

/** The detail text the bot posts after a service is chosen. */
export function chatServiceDetails(service: ChatService): string {
  return service.sections
    .map((section) => `${section.heading}:\n${section.items.map((item) => `• ${item}`).join('\n')}`)
    .join('\n\n');
}
