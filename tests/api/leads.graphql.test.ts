import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countLeads,
  leadScenarios,
  storedLeads,
} from '../../api/src/modules/leads/leads.scenarios';
import { graphqlRequest } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/test-server';

const CONTACT = /* GraphQL */ `
  mutation ($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      id
      receivedAt
    }
  }
`;
const PROJECT = /* GraphQL */ `
  mutation ($input: ProjectRequestInput!) {
    submitProjectRequest(input: $input) {
      id
      receivedAt
    }
  }
`;
const START_CHAT = /* GraphQL */ `
  mutation ($input: ChatLeadInput!) {
    startChatLead(input: $input) {
      id
      chatToken
    }
  }
`;
const SET_SERVICE = /* GraphQL */ `
  mutation ($chatToken: String!, $service: ChatService!) {
    setChatLeadService(chatToken: $chatToken, service: $service) {
      id
    }
  }
`;

interface Receipt {
  id: string;
  receivedAt: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mode: 'none' }, { LEAD_RATE_LIMIT: '1000' });
});
afterAll(() => server.close());

const send = <T>(query: string, variables: Record<string, unknown>) =>
  graphqlRequest<T>(server.url, query, variables);
const lastLead = async () => (await storedLeads(server.orm)).at(-1);

describe('lead mutations', () => {
  it('stores a contact message exactly as sent, trimmed, as a NEW lead', async () => {
    const answer = await send<{ submitContactMessage: Receipt }>(CONTACT, {
      input: { ...leadScenarios.contact, name: '  Asha Verma ', pagePath: '/contact' },
    });
    expect(answer.errors).toBeUndefined();
    const receipt = answer.data?.submitContactMessage;
    expect(receipt?.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const lead = await lastLead();
    expect(String(lead?.id)).toBe(receipt?.id);
    expect(lead).toMatchObject({
      ...leadScenarios.contact,
      kind: 'CONTACT',
      status: 'NEW',
      pagePath: '/contact',
      mobile: null,
      businessName: null,
      chatTokenHash: null,
    });
    expect(lead?.consentNote).toMatch(/contact form.*asked to be contacted/);
  });

  it('stores a project request exactly as sent', async () => {
    const answer = await send<{ submitProjectRequest: Receipt }>(PROJECT, {
      input: leadScenarios.project,
    });
    expect(answer.errors).toBeUndefined();
    expect(await lastLead()).toMatchObject({
      ...leadScenarios.project,
      kind: 'PROJECT',
      subject: null,
      message: null,
      pagePath: null,
    });
  });

  it('keeps hostile strings as plain text, without NUL characters', async () => {
    const message = "'); DROP TABLE lead; -- <script>alert(1)</script> \u202e 🙂\0";
    const answer = await send(CONTACT, { input: { ...leadScenarios.contact, message } });
    expect(answer.errors).toBeUndefined();
    expect((await lastLead())?.message).toBe(
      message.replace('\0', '').replace('\u202e', '').trim(),
    );
  });

  it('stores names and texts without terminal escapes or bidi overrides', async () => {
    const answer = await send(CONTACT, {
      input: {
        ...leadScenarios.contact,
        name: '\u001b[31mMallory\u202e',
        subject: 'Invoice\u202egpj.exe',
        message: 'First line\n\u001b[2JSecond line\u2066',
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(await lastLead()).toMatchObject({
      name: '[31mMallory',
      subject: 'Invoicegpj.exe',
      message: 'First line\n[2JSecond line',
    });
  });

  it('starts a chat lead, and only its token sets the chosen service', async () => {
    const started = await send<{ startChatLead: { id: string; chatToken: string } }>(START_CHAT, {
      input: leadScenarios.chat,
    });
    const { id, chatToken } = started.data?.startChatLead ?? { id: '', chatToken: '' };
    expect(chatToken).toMatch(/^[\w-]{43}$/);
    expect(await lastLead()).toMatchObject({ ...leadScenarios.chat, kind: 'CHAT', service: null });

    const wrong = await send(SET_SERVICE, { chatToken: `${chatToken}x`, service: 'CRM' });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await lastLead())?.service).toBeNull();

    const chosen = await send<{ setChatLeadService: { id: string } }>(SET_SERVICE, {
      chatToken,
      service: 'WhatsApp_API',
    });
    expect(chosen.data?.setChatLeadService.id).toBe(id);
    expect((await lastLead())?.service).toBe('WhatsApp_API');
  });

  it('answers a filled honeypot like a success, and keeps it as spam with the reason', async () => {
    const before = await countLeads(server.orm, 'SPAM');
    const website = 'https://spam.example';
    const answers = await Promise.all([
      send<{ submitContactMessage: Receipt }>(CONTACT, {
        input: { ...leadScenarios.contact, website },
      }),
      send(PROJECT, { input: { ...leadScenarios.project, website } }),
      send(START_CHAT, { input: { ...leadScenarios.chat, website } }),
    ]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect(answers[0].data?.submitContactMessage.id).toMatch(/^\d+$/);
    expect(await countLeads(server.orm, 'SPAM')).toBe(before + 3);
    const kept = (await storedLeads(server.orm)).find(
      (lead) => lead.id === Number(answers[0].data?.submitContactMessage.id),
    );
    expect(kept).toMatchObject({ status: 'SPAM', spamReason: 'HONEYPOT', contact: null });
  });
});

describe('lead rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  });
  afterAll(() => limited.close());

  it('refuses the 11th enquiry from one IP within 10 minutes, whatever its kind, keeping it as spam', async () => {
    const inputs = [leadScenarios.contact, leadScenarios.project, leadScenarios.chat];
    const mutations = [CONTACT, PROJECT, START_CHAT];
    for (let i = 0; i < 10; i++) {
      const answer = await graphqlRequest(limited.url, mutations[i % 3] ?? CONTACT, {
        input: inputs[i % 3],
      });
      expect(answer.errors).toBeUndefined();
    }
    const refused = await graphqlRequest(limited.url, CONTACT, { input: leadScenarios.contact });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many requests. Please try again in a few minutes.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(await countLeads(limited.orm, 'NEW')).toBe(10);
    expect((await storedLeads(limited.orm)).at(-1)).toMatchObject({
      status: 'SPAM',
      spamReason: 'RATE_LIMITED',
      subject: leadScenarios.contact.subject,
    });
  });
});
