import { describe, expect, it } from 'vitest';
import { CHAT_COPY, inputPlaceholder } from './chat-copy';
import {
  chooseService,
  confirmLeadSaved,
  detailError,
  initialChatState,
  reportLeadNotSaved,
  showsServiceTiles,
  submitText,
  type ChatState,
} from './chat-machine';

function typeAll(...texts: string[]): ChatState {
  return texts.reduce((state, text) => submitText(state, text).state, initialChatState());
}

const lastText = (state: ChatState) => state.messages.at(-1)?.text;
const detailsGiven = () => confirmLeadSaved(typeAll('Priya', 'priya@example.com', '9876543210'));
const texts = (state: ChatState) => state.messages.map((message) => message.text);

describe('chat machine', () => {
  it('starts at welcome, asking for the name', () => {
    const state = initialChatState();
    expect(state.step).toBe('welcome');
    expect(lastText(state)).toMatch(/What is your name\?$/);
    expect(inputPlaceholder(state.step)).toBe('Type your name...');
  });

  it('ignores blank input', () => {
    const state = initialChatState();
    const { state: next, effects } = submitText(state, '   ');
    expect(next).toBe(state);
    expect(effects).toEqual([]);
  });

  it.each([
    [[], 'A', 'Name should be at least 2 characters long', 'welcome'],
    [['Priya'], 'priya@', 'Please enter a valid email address', 'getName'],
    [
      ['Priya', 'priya@example.com'],
      '12345',
      'Please enter a valid 10-digit mobile number',
      'getEmail',
    ],
    [
      ['Priya', 'priya@example.com'],
      '5876543210',
      'Please enter a valid 10-digit mobile number',
      'getEmail',
    ],
  ] as const)('after %j, %j shows %j in red and stays at %s', (before, input, message, step) => {
    const state = submitText(typeAll(...before), input).state;
    expect(state.step).toBe(step);
    expect(state.messages.at(-2)).toMatchObject({ from: 'visitor', text: input });
    expect(state.messages.at(-1)).toMatchObject({ from: 'bot', text: message, isError: true });
  });

  it('walks name -> email -> mobile, saving the lead once the mobile is accepted', () => {
    const afterName = typeAll('  Priya ');
    expect(afterName.step).toBe('getName');
    expect(afterName.lead.name).toBe('Priya');
    expect(lastText(afterName)).toBe('Nice to meet you, Priya! What is your email address?');

    const afterEmail = submitText(afterName, 'priya@example.com').state;
    expect(afterEmail.step).toBe('getEmail');
    expect(lastText(afterEmail)).toBe('Thanks! What is your mobile number?');
    expect(afterEmail.detailsCollected).toBe(false);

    const { state, effects } = submitText(afterEmail, '9876543210');
    expect(effects).toEqual([
      {
        type: 'saveLead',
        lead: { name: 'Priya', email: 'priya@example.com', mobile: '9876543210' },
      },
    ]);
    expect(state.detailsCollected).toBe(true);
    expect(state.step).toBe('getMobile');
    expect(inputPlaceholder(state.step)).toBe('Saving your details...');
    // Nothing is said about the details until the server has them.
    expect(lastText(state)).toBe('9876543210');
    expect(showsServiceTiles(state)).toBe(false);
  });

  it('thanks the visitor for the details only once they are saved, then offers the services', () => {
    const saved = confirmLeadSaved(typeAll('Priya', 'priya@example.com', '9876543210'));
    expect(saved.messages.at(-2)?.text).toBe(
      'Thank you, Priya! We have your details. We offer Website Development, WhatsApp API, Social Media, Custom Software and CRM.',
    );
    expect(lastText(saved)).toBe(CHAT_COPY.askService);
    expect(saved.step).toBe('serviceQuery');
    expect(showsServiceTiles(saved)).toBe(true);
  });

  it('when the details cannot be saved, says only that and how else to reach us', () => {
    const failed = reportLeadNotSaved(typeAll('Priya', 'priya@example.com', '9876543210'));
    expect(failed.messages.at(-1)).toMatchObject({
      from: 'bot',
      text: CHAT_COPY.saveFailed,
      isError: true,
    });
    expect(CHAT_COPY.saveFailed).toMatch(/write to us at \S+@\S+ or call \+91/);
    expect(texts(failed).some((text) => /We have your details|Thank you/.test(text))).toBe(false);
    expect(showsServiceTiles(failed)).toBe(true);
  });

  it('answers text typed while the details are being saved, and ignores late answers', () => {
    const saving = typeAll('Priya', 'priya@example.com', '9876543210');
    const typed = submitText(saving, 'hello?').state;
    expect(typed.step).toBe('getMobile');
    expect(lastText(typed)).toBe(CHAT_COPY.stillSaving);
    const saved = confirmLeadSaved(typed);
    expect(confirmLeadSaved(saved)).toBe(saved);
    expect(reportLeadNotSaved(saved)).toBe(saved);
  });

  it('reminds the visitor to pick a service when they type instead', () => {
    const { state, effects } = submitText(detailsGiven(), 'how much?');
    expect(state.step).toBe('serviceQuery');
    expect(lastText(state)).toBe(CHAT_COPY.serviceReminder);
    expect(effects).toEqual([]);
  });

  it('choosing a service posts it with its prices, saves it and asks for yes', () => {
    const { state, effects } = chooseService(detailsGiven(), 'WhatsApp_API');
    expect(effects).toEqual([{ type: 'saveService', service: 'WhatsApp_API' }]);
    expect(state.step).toBe('readyForWhatsApp');
    expect(showsServiceTiles(state)).toBe(false);
    const [selected, details, question] = state.messages.slice(-3);
    expect(selected).toMatchObject({ from: 'visitor', text: 'Selected: WhatsApp API' });
    expect(details?.text).toContain('Basic: ₹5,000/month');
    expect(details?.text).toContain('Custom integration: 15-30 days');
    expect(question?.text).toMatch(/Type 'yes' to continue\.$/);
    expect(inputPlaceholder(state.step)).toBe("Type 'yes' to continue...");
  });

  it('ignores a service choice before the details are collected', () => {
    const state = typeAll('Priya');
    expect(chooseService(state, 'CRM').state).toBe(state);
  });

  it('asks for yes, then hello, then opens WhatsApp with the chosen service', () => {
    const chosen = chooseService(detailsGiven(), 'CRM').state;
    const notYes = submitText(chosen, 'maybe').state;
    expect(notYes.step).toBe('readyForWhatsApp');
    expect(lastText(notYes)).toBe(CHAT_COPY.yesReminder);

    const yes = submitText(notYes, 'Yes').state;
    expect(yes.step).toBe('awaitingYes');
    expect(lastText(yes)).toBe("Great! Type 'hello' to start chatting with our team on WhatsApp.");
    expect(inputPlaceholder(yes.step)).toBe("Type 'hello' to start chatting...");

    const notHello = submitText(yes, 'hi');
    expect(lastText(notHello.state)).toBe(CHAT_COPY.helloReminder);
    expect(notHello.effects).toEqual([]);

    const hello = submitText(notHello.state, 'hello');
    expect(hello.state.step).toBe('awaitingHello');
    expect(inputPlaceholder(hello.state.step)).toBe("Type 'hello' to start chatting...");
    const [effect] = hello.effects;
    if (effect?.type !== 'openWhatsApp') throw new Error('expected WhatsApp to open');
    const url = new URL(effect.url);
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(
      'Hello! I am Priya and I am interested in CRM. Please share more details.',
    );
    expect(submitText(hello.state, 'hello').effects).toEqual(hello.effects);
  });

  it('a fresh state forgets everything (closing the widget resets)', () => {
    const fresh = initialChatState();
    expect(fresh).toEqual(initialChatState());
    expect(fresh.messages).toHaveLength(1);
    expect(fresh.lead).toEqual({ name: '', email: '', mobile: '' });
    expect(fresh.service).toBeNull();
    expect(fresh.detailsCollected).toBe(false);
  });
});

describe('detailError', () => {
  it.each([
    ['welcome', '', 'Name is required'],
    ['welcome', ' A ', 'Name should be at least 2 characters long'],
    ['welcome', 'Al', undefined],
    ['getName', '', 'Email is required'],
    ['getName', 'not-an-email', 'Please enter a valid email address'],
    ['getName', 'al@example.com', undefined],
    ['getEmail', '', 'Mobile number is required'],
    ['getEmail', '98765', 'Please enter a valid 10-digit mobile number'],
    ['getEmail', '98765432101', 'Please enter a valid 10-digit mobile number'],
    ['getEmail', '6000000000', undefined],
  ] as const)('at %s, %j gives %j', (step, text, message) => {
    expect(detailError(step, text)).toBe(message);
  });
});
