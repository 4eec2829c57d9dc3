/** What the chat bot says and the input's hint at each step. */
import { SITE } from '../../../../common/site';
import { CHAT_SERVICE_CATALOGUE } from '../../site-copy/chat-services';
import type { ChatStep } from './chat-machine';

export const CHAT_COPY = {
  welcome: `Hi! Welcome to ${SITE.name}. I can share our prices and connect you with our team. What is your name?`,
  askEmail: (name: string) => `Nice to meet you, ${name}! What is your email address?`,
  askMobile: 'Thanks! What is your mobile number?',
  detailsReceived: (name: string) =>
    `Thank you, ${name}! We have your details. We offer ${serviceList()}.`,
  stillSaving: 'One moment, we are still saving your details.',
  saveFailed: `Sorry, we could not save your details, so our team does not have them yet. Please write to us at ${SITE.email} or call ${SITE.phone}. You can still choose a service below to see its prices and chat with us on WhatsApp.`,
  askService: 'Which service are you interested in?',
  serviceReminder: 'Please choose one of the services above to see its prices.',
  askYes: "Would you like to discuss this with our team on WhatsApp? Type 'yes' to continue.",
  yesReminder: "Please type 'yes' to continue on WhatsApp.",
  askHello: "Great! Type 'hello' to start chatting with our team on WhatsApp.",
  helloReminder: "Please type 'hello' to start chatting on WhatsApp.",
  openingWhatsApp: "Opening WhatsApp in a new tab. If it did not open, type 'hello' again.",
  whatsAppGreeting: (name: string, service: string) =>
    `Hello! I am ${name} and I am interested in ${service}. Please share more details.`,
} as const;

const STEP_PLACEHOLDERS: Record<ChatStep, string> = {
  welcome: 'Type your name...',
  getName: 'Type your email address...',
  getEmail: 'Type your 10-digit mobile number...',
  getMobile: 'Saving your details...',
  serviceQuery: 'Choose a service above...',
  readyForWhatsApp: "Type 'yes' to continue...",
  awaitingYes: "Type 'hello' to start chatting...",
  awaitingHello: "Type 'hello' to start chatting...",
};

export function inputPlaceholder(step: ChatStep): string {
  return STEP_PLACEHOLDERS[step];
}

function serviceList(): string {
  const titles = CHAT_SERVICE_CATALOGUE.map((service) => service.title);
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1) ?? ''}`;
}
