import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLeads, leadScenarios } from '../../api/src/modules/leads/leads.scenarios';
import { graphqlRequest, type GraphqlAnswer } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/test-server';

/** Each lead mutation with its input type and a valid input. */
const ENTRY_POINTS = [
  ['submitContactMessage', 'ContactMessageInput', leadScenarios.contact],
  ['submitProjectRequest', 'ProjectRequestInput', leadScenarios.project],
  ['startChatLead', 'ChatLeadInput', leadScenarios.chat],
] as const;

const mutationFor = (name: string, inputType: string) => /* GraphQL */ `
  mutation ($input: ${inputType}!) {
    ${name}(input: $input) {
      id
    }
  }
`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mode: 'none' }, { LEAD_RATE_LIMIT: '1000' });
});
afterAll(() => server.close());

/** Sends the mutation and checks that nothing was stored. */
async function refused(query: string, variables: Record<string, unknown>): Promise<GraphqlAnswer> {
  const before = await countLeads(server.orm);
  const answer = await graphqlRequest(server.url, query, variables);
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(await countLeads(server.orm)).toBe(before);
  return answer;
}

describe.each(ENTRY_POINTS)('%s refuses bad input and stores nothing', (name, type, valid) => {
  const mutation = mutationFor(name, type);

  it('names a missing field', async () => {
    const { name: _omitted, ...withoutName } = valid;
    const answer = await refused(mutation, { input: withoutName });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/Field "name" of required type "String!"/);
  });

  it('names each blank or malformed field with its message', async () => {
    const answer = await refused(mutation, {
      input: {
        ...valid,
        name: ' ',
        email: 'asha@',
        ...('mobile' in valid ? { mobile: '5555' } : {}),
      },
    });
    expect(answer.errors?.[0]?.extensions?.fields).toMatchObject({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      ...('mobile' in valid ? { mobile: 'Please enter a valid 10-digit mobile number' } : {}),
    });
  });

  it('names a field of the wrong type', async () => {
    const answer = await refused(mutation, { input: { ...valid, email: 42 } });
    expect(answer.errors?.[0]?.message).toMatch(/"input\.email"/);
  });

  it('names a field that is far too long', async () => {
    const answer = await refused(mutation, { input: { ...valid, name: 'x'.repeat(99_000) } });
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({
      name: 'Name must be at most 200 characters',
    });
  });
});

describe('other bad input', () => {
  it('limits a contact message to 5000 characters and the page path to 300', async () => {
    const answer = await refused(mutationFor('submitContactMessage', 'ContactMessageInput'), {
      input: {
        ...leadScenarios.contact,
        message: 'm'.repeat(5001),
        pagePath: `/${'p'.repeat(300)}`,
      },
    });
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({
      message: 'Message must be at most 5000 characters',
      pagePath: 'Page path must be at most 300 characters',
    });
  });

  it('refuses an unknown chat service by name', async () => {
    const answer = await refused(
      'mutation ($service: ChatService!) { setChatLeadService(chatToken: "abc", service: $service) { id } }',
      { service: 'Plumbing' },
    );
    expect(answer.errors?.[0]?.message).toMatch(/ChatService/);
  });

  it('answers a body over 100 KB with 413, not a server error', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: mutationFor('submitContactMessage', 'ContactMessageInput'),
        variables: { input: { ...leadScenarios.contact, message: 'm'.repeat(110_000) } },
      }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      errors: [{ message: 'Request body is too large' }],
    });
  });
});
