/**
 * The chat widget's conversation as a pure state machine: the component feeds it what the
 * visitor typed or chose, and carries out the effects it returns (saving the lead, opening
 * WhatsApp). Nothing here touches the network or the DOM.
 */
import {
  fieldError,
  leadEmailSchema,
  leadMobileSchema,
  leadNameSchema,
  type ChatServiceKey,
} from '../../../../common/leads';
import { SITE, whatsappChatUrl } from '../../../../common/site';
import {
  CHAT_SERVICE_CATALOGUE,
  chatServiceDetails,
  findChatService,
} from '../../content/chat-services';

export type ChatStep =
  | 'welcome'
  | 'getName'
  | 'getEmail'
  | 'getMobile'
  | 'serviceQuery'
  | 'readyForWhatsApp'
  | 'awaitingYes'
  | 'awaitingHello';

export interface ChatMessage {
  id: number;
  from: 'bot' | 'visitor';
  text: string;
  /** Validation failures are shown as red bot bubbles. */
  isError?: boolean;
}

export interface ChatLead {
  name: string;
  email: string;
  mobile: string;
}

export interface ChatState {
  step: ChatStep;
  messages: readonly ChatMessage[];
  lead: ChatLead;
  /** Set once the mobile number is accepted; later input only gets service or WhatsApp prompts. */
  detailsCollected: boolean;
  service: ChatServiceKey | null;
}

export type ChatEffect =
  | { type: 'saveLead'; lead: ChatLead }
  | { type: 'saveService'; service: ChatServiceKey }
  | { type: 'openWhatsApp'; url: string };

export interface ChatTransition {
  state: ChatState;
  effects: ChatEffect[];
}

export const SERVICE_REMINDER = 'Please choose one of the services above to see its prices.';
export const YES_REMINDER = "Please type 'yes' to continue on WhatsApp.";
export const HELLO_REMINDER = "Please type 'hello' to start chatting on WhatsApp.";

const STEP_PLACEHOLDERS: Record<ChatStep, string> = {
  welcome: 'Type your name...',
  getName: 'Type your email address...',
  getEmail: 'Type your 10-digit mobile number...',
  getMobile: 'Choose a service above...',
  serviceQuery: 'Choose a service above...',
  readyForWhatsApp: "Type 'yes' to continue...",
  awaitingYes: "Type 'hello' to start chatting...",
  awaitingHello: "Type 'hello' to start chatting...",
};

export function inputPlaceholder(step: ChatStep): string {
  return STEP_PLACEHOLDERS[step];
}

/** Service tiles are offered only while the visitor is choosing a service. */
export function showsServiceTiles(state: ChatState): boolean {
  return state.step === 'serviceQuery';
}

export function initialChatState(): ChatState {
  const empty: ChatState = {
    step: 'welcome',
    messages: [],
    lead: { name: '', email: '', mobile: '' },
    detailsCollected: false,
    service: null,
  };
  return say(
    empty,
    `Hi! Welcome to ${SITE.name}. I can share our prices and connect you with our team. What is your name?`,
  );
}

/** The visitor submitted text. Blank input is ignored; invalid input keeps the step. */
export function submitText(state: ChatState, rawText: string): ChatTransition {
  const text = rawText.trim();
  if (!text) return { state, effects: [] };
  const heard = post(state, { from: 'visitor', text });
  switch (state.step) {
    case 'welcome':
    case 'getName':
    case 'getEmail': {
      const error = detailError(state.step, text);
      if (error)
        return { state: post(heard, { from: 'bot', text: error, isError: true }), effects: [] };
      return acceptDetail(heard, state.step, text);
    }
    case 'getMobile':
    case 'serviceQuery':
      return { state: say({ ...heard, step: 'serviceQuery' }, SERVICE_REMINDER), effects: [] };
    case 'readyForWhatsApp':
      if (!isWord(text, 'yes')) return { state: say(heard, YES_REMINDER), effects: [] };
      return {
        state: say(
          { ...heard, step: 'awaitingYes' },
          "Great! Type 'hello' to start chatting with our team on WhatsApp.",
        ),
        effects: [],
      };
    case 'awaitingYes':
    case 'awaitingHello':
      if (!isWord(text, 'hello')) return { state: say(heard, HELLO_REMINDER), effects: [] };
      return {
        state: say(
          { ...heard, step: 'awaitingHello' },
          "Opening WhatsApp in a new tab. If it did not open, type 'hello' again.",
        ),
        effects: [{ type: 'openWhatsApp', url: whatsAppGreetingUrl(heard) }],
      };
  }
}

/** The visitor chose a service tile. */
export function chooseService(state: ChatState, key: ChatServiceKey): ChatTransition {
  if (!showsServiceTiles(state)) return { state, effects: [] };
  const service = findChatService(key);
  const chosen = post(
    { ...state, step: 'readyForWhatsApp', service: key },
    { from: 'visitor', text: `Selected: ${service.title}` },
  );
  const withDetails = say(chosen, chatServiceDetails(service));
  return {
    state: say(
      withDetails,
      "Would you like to discuss this with our team on WhatsApp? Type 'yes' to continue.",
    ),
    effects: [{ type: 'saveService', service: key }],
  };
}

function acceptMobile(state: ChatState, mobile: string): ChatTransition {
  const lead = { ...state.lead, mobile };
  const saved = say(
    { ...state, step: 'getMobile', lead, detailsCollected: true },
    `Thank you, ${lead.name}! Your details have been saved. We offer ${serviceList()}.`,
  );
  return {
    state: say({ ...saved, step: 'serviceQuery' }, 'Which service are you interested in?'),
    effects: [{ type: 'saveLead', lead }],
  };
}

const DETAIL_SCHEMAS = {
  welcome: leadNameSchema,
  getName: leadEmailSchema,
  getEmail: leadMobileSchema,
} as const;

type DetailStep = keyof typeof DETAIL_SCHEMAS;

/** The message for invalid name, email or mobile input, or undefined when it is fine. */
export function detailError(step: DetailStep, text: string): string | undefined {
  return fieldError(DETAIL_SCHEMAS[step], text);
}

function acceptDetail(state: ChatState, step: DetailStep, text: string): ChatTransition {
  switch (step) {
    case 'welcome':
      return {
        state: say(
          { ...state, step: 'getName', lead: { ...state.lead, name: text } },
          askEmail(text),
        ),
        effects: [],
      };
    case 'getName':
      return {
        state: say(
          { ...state, step: 'getEmail', lead: { ...state.lead, email: text } },
          'Thanks! What is your mobile number?',
        ),
        effects: [],
      };
    case 'getEmail':
      return acceptMobile(state, text);
  }
}

function askEmail(name: string): string {
  return `Nice to meet you, ${name}! What is your email address?`;
}

function serviceList(): string {
  const titles = CHAT_SERVICE_CATALOGUE.map((service) => service.title);
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1) ?? ''}`;
}

function whatsAppGreetingUrl(state: ChatState): string {
  const service = state.service ? findChatService(state.service).title : 'your services';
  return whatsappChatUrl(
    `Hello! I am ${state.lead.name} and I am interested in ${service}. Please share more details.`,
  );
}

function isWord(text: string, word: string): boolean {
  return text.toLowerCase().replace(/[!.]+$/, '') === word;
}

function say(state: ChatState, text: string): ChatState {
  return post(state, { from: 'bot', text });
}

function post(state: ChatState, message: Omit<ChatMessage, 'id'>): ChatState {
  const id = (state.messages.at(-1)?.id ?? 0) + 1;
  return { ...state, messages: [...state.messages, { id, ...message }] };
}
