import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countLeads,
  leadScenarios,
  storedLeads,
} from '../../api/src/modules/leads/leads.scenarios';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mode: 'none' }, { LEAD_RATE_LIMIT: '1000' });
});
afterAll(() => server.close());

async function postContact(
  body: string,
  contentType = 'application/json',
  baseUrl = server.url,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/api/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const postJson = (value: unknown) => postContact(JSON.stringify(value));

/** Posts and checks the answer is a 4xx and that nothing was stored. */
async function refused(send: () => ReturnType<typeof postContact>, status = 400) {
  const before = await countLeads(server.orm);
  const answer = await send();
  expect(answer.status).toBe(status);
  expect(answer.body['message']).toEqual(expect.any(String));
  expect(await countLeads(server.orm)).toBe(before);
  return answer.body;
}

describe('POST /api/v1/contacts', () => {
  it('stores the message and answers 201 with the thank-you message and id', async () => {
    const { status, body } = await postJson(leadScenarios.contact);
    expect(status).toBe(201);
    expect(body).toEqual({
      message: 'Thank you! Your message has been sent.',
      id: expect.any(Number) as number,
    });
    const lead = (await storedLeads(server.orm)).at(-1);
    expect(lead).toMatchObject({ ...leadScenarios.contact, id: body['id'], kind: 'CONTACT' });
  });

  it.each([
    [
      'answers 400 naming every missing field',
      {},
      {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    ],
    [
      'answers 400 for a wrong e-mail, wrong types and oversize text, naming each field',
      {
        ...leadScenarios.contact,
        name: ['Asha'],
        email: 'asha.example.in',
        subject: 42,
        message: 'm'.repeat(99_000),
      },
      {
        name: 'Name must be text',
        email: 'Please enter a valid email address',
        subject: 'Subject must be text',
        message: 'Message must be at most 5000 characters',
      },
    ],
  ])('%s', async (_name, input, fields) => {
    const body = await refused(() => postJson(input));
    expect(body['fields']).toEqual(fields);
  });

  it('answers 400 for malformed JSON, a body that is not an object, or form data', async () => {
    expect(await refused(() => postContact('{"name": "Asha",'))).toEqual({
      message: 'Request body is not valid JSON',
    });
    const notAnObject = {
      message: 'Invalid input: send a JSON object with name, email, subject and message',
      fields: { input: 'must be a JSON object' },
    };
    expect(await refused(() => postJson([leadScenarios.contact]))).toEqual(notAnObject);
    expect(
      await refused(() => postContact('name=Asha', 'application/x-www-form-urlencoded')),
    ).toEqual(notAnObject);
  });

  it('answers 413 for a body over 100 KB', async () => {
    await refused(() => postJson({ ...leadScenarios.contact, message: 'm'.repeat(110_000) }), 413);
  });

  it('answers a filled honeypot with the usual 201, and keeps it as spam', async () => {
    const before = await countLeads(server.orm, 'SPAM');
    const { status, body } = await postJson({ ...leadScenarios.contact, website: 'spam.example' });
    expect(status).toBe(201);
    expect(body['message']).toBe('Thank you! Your message has been sent.');
    expect(await countLeads(server.orm, 'SPAM')).toBe(before + 1);
  });
});

describe('POST /api/v1/contacts rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ mode: 'none' }, { LEAD_RATE_LIMIT: '2' });
  });
  afterAll(() => limited.close());

  it('answers 429 once one IP has sent LEAD_RATE_LIMIT enquiries, keeping the valid one as spam', async () => {
    const send = () =>
      postContact(JSON.stringify(leadScenarios.contact), 'application/json', limited.url);
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    expect(await send()).toEqual({
      status: 429,
      body: { message: 'Too many requests. Please try again in a few minutes.' },
    });
    expect(await countLeads(limited.orm, 'NEW')).toBe(2);
    expect(await countLeads(limited.orm, 'SPAM')).toBe(1);
  });
});
