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
import { whatsappChatUrl } from '../../../../common/site';
import { chatServiceDetails, findChatService } from '../../site-copy/chat-services';
import { CHAT_COPY } from './chat-copy';

export type ChatStep =
  | 'welcome'
  | 'getName'
  | 'getEmail'
  /** The mobile is accepted and the details are being saved; the bot answers once they are. */
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
  return say(empty, CHAT_COPY.welcome);
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
      return { state: say(heard, CHAT_COPY.stillSaving), effects: [] };
    case 'serviceQuery':
      return {
        state: say({ ...heard, step: 'serviceQuery' }, CHAT_COPY.serviceReminder),
        effects: [],
      };
    case 'readyForWhatsApp':
      if (!isWord(text, 'yes')) return { state: say(heard, CHAT_COPY.yesReminder), effects: [] };
      return {
        state: say({ ...heard, step: 'awaitingYes' }, CHAT_COPY.askHello),
        effects: [],
      };
    case 'awaitingYes':
    case 'awaitingHello':
      if (!isWord(text, 'hello'))
        return { state: say(heard, CHAT_COPY.helloReminder), effects: [] };
      return {
        state: say({ ...heard, step: 'awaitingHello' }, CHAT_COPY.openingWhatsApp),
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
    state: say(withDetails, CHAT_COPY.askYes),
    effects: [{ type: 'saveService', service: key }],
  };
}

/** The server stored the details: only now does the bot thank the visitor for them. */
export function confirmLeadSaved(state: ChatState): ChatState {
  if (state.step !== 'getMobile') return state;
  const thanked = say(state, CHAT_COPY.detailsReceived(state.lead.name));
  return say({ ...thanked, step: 'serviceQuery' }, CHAT_COPY.askService);
}

/**
 * The details could not be stored (the enquiry limit, an outage): say so and how else to reach
 * us, never that we have them. The prices and the WhatsApp step stay open.
 */
export function reportLeadNotSaved(state: ChatState): ChatState {
  if (state.step !== 'getMobile') return state;
  const told = post(state, { from: 'bot', text: CHAT_COPY.saveFailed, isError: true });
  return { ...told, step: 'serviceQuery' };
}

/** The mobile completes the details: they are sent, and the bot waits for the server's answer. */
function acceptMobile(state: ChatState, mobile: string): ChatTransition {
  const lead = { ...state.lead, mobile };
  return {
    state: { ...state, step: 'getMobile', lead, detailsCollected: true },
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
          CHAT_COPY.askEmail(text),
        ),
        effects: [],
      };
    case 'getName':
      return {
        state: say(
          { ...state, step: 'getEmail', lead: { ...state.lead, email: text } },
          CHAT_COPY.askMobile,
        ),
        effects: [],
      };
    case 'getEmail':
      return acceptMobile(state, text);
  }
}

function whatsAppGreetingUrl(state: ChatState): string {
  const service = state.service ? findChatService(state.service).title : 'your services';
  return whatsappChatUrl(CHAT_COPY.whatsAppGreeting(state.lead.name, service));
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
