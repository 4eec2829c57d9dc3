import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiToken } from '../../api/src/modules/api-tokens/api-token.entity';
import { apiTokenScenarios } from '../../api/src/modules/api-tokens/api-tokens.scenarios';
import { leadScenarios } from '../../api/src/modules/leads/leads.scenarios';
import { submitContactMessage } from '../../api/src/modules/leads/leads.service';
import { StaffUser } from '../../api/src/modules/staff/staff.public';
import { createApiToken } from '../support/api-tokens';
import { graphqlRequest } from '../support/graphql';
import { createStaff, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';
import { testServiceContexts } from '../support/test-services';

const LEADS = `query { inboxLeads(limit: 5) { total items { id name } } }`;
const SET_STATUS = `mutation ($id: ID!) { setLeadStatus(id: $id, status: CONTACTED) { id status } }`;
const ADD_NOTE = `mutation ($id: ID!) { addLeadNote(id: $id, body: "Called back") { authorName } }`;
const TOKENS = `query { apiTokens { id name displayPrefix scopes status lastUsedAt lastUsedIp createdByName } }`;
const CREATE_USER = `mutation { createStaffUser(input: {
  role: ADMIN, firstName: "Eve", lastName: "Intruder", email: "eve@example.in", password: "long enough pass"
}) { id } }`;

interface TokenRow {
  id: string;
  name: string;
  displayPrefix: string;
  scopes: string[];
  status: string;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  createdByName: string;
}

let server: TestServer;
let admin: SignedInStaff;
let leadId: number;

beforeAll(async () => {
  server = await startTestServer();
  const staff = await createStaff(server.orm, { role: 'ADMIN', firstName: 'Priya' });
  admin = await signInAs(server.url, server.orm, 'ADMIN', staff);
  leadId = (await submitContactMessage(testServiceContexts(server.orm)(), leadScenarios.contact))
    .id;
});
afterAll(() => server.close());

const withToken = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
  graphqlRequest<T>(server.url, query, variables, { token });

const exportLeads = (token: string) =>
  fetch(`${server.url}/api/v1/leads/export`, { headers: { authorization: `Bearer ${token}` } });

async function tokenRows(): Promise<TokenRow[]> {
  const answer = await graphqlRequest<{ apiTokens: TokenRow[] }>(server.url, TOKENS, {}, admin);
  return answer.data?.apiTokens ?? [];
}

describe('creating a token', () => {
  it('answers the token once, recognisable by its prefix, and stores only its SHA-256', async () => {
    const { id, token } = await createApiToken(server.url, admin.token, apiTokenScenarios.crmSync);
    expect(token).toMatch(/^cst_[A-Za-z0-9_-]{43}$/);
    const stored = await server.orm.em.fork().findOneOrFail(ApiToken, { id: Number(id) });
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token.slice(8));
    const listed = (await tokenRows()).find((row) => row.id === id);
    expect(listed).toMatchObject({
      name: 'CRM sync',
      displayPrefix: token.slice(0, 8),
      scopes: ['leads:read'],
      status: 'ACTIVE',
      createdByName: expect.stringContaining('Priya') as unknown,
    });
    expect(JSON.stringify(await tokenRows())).not.toContain(token);
  });

  it('refuses unknown scopes and a missing name with the field named', async () => {
    const answer = await graphqlRequest(
      server.url,
      `mutation { createApiToken(input: { name: " ", scopes: ["leads:read", "staff:write"] }) { token } }`,
      {},
      admin,
    );
    expect(answer.errors?.[0]?.extensions?.fields).toMatchObject({
      name: 'Name is required',
      'scopes.1': 'Unknown scope',
    });
  });
});

describe('using a token', () => {
  it('lists leads over GraphQL and REST with Authorization: Bearer', async () => {
    const { token } = await createApiToken(server.url, admin.token, apiTokenScenarios.crmSync);
    const answer = await withToken<{ inboxLeads: { total: number } }>(token, LEADS);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.inboxLeads.total).toBe(1);
    const csv = await exportLeads(token);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(leadScenarios.contact.name);
  });

  it('holds to its scopes: a read-only token cannot change a lead, a write token can', async () => {
    const reader = await createApiToken(server.url, admin.token, apiTokenScenarios.crmSync);
    const refused = await withToken(reader.token, SET_STATUS, { id: leadId });
    expect(refused.errors?.[0]).toMatchObject({
      message: "This API token lacks the 'leads:write' scope.",
      extensions: { code: 'FORBIDDEN' },
    });
    const writer = await createApiToken(server.url, admin.token, apiTokenScenarios.leadsDesk);
    expect((await withToken(writer.token, LEADS)).errors).toBeUndefined();
    const note = await withToken<{ addLeadNote: { authorName: string } }>(writer.token, ADD_NOTE, {
      id: leadId,
    });
    // Whatever it writes is signed by its creator and the token's name.
    expect(note.data?.addLeadNote.authorName).toMatch(/^Priya .* \(API token 'Leads desk'\)$/);
  });

  it('records when and from where it was last used, writing at most once a minute', async () => {
    const { id, token } = await createApiToken(server.url, admin.token, apiTokenScenarios.crmSync);
    expect((await tokenRows()).find((row) => row.id === id)?.lastUsedAt).toBeNull();
    await withToken(token, LEADS);
    const first = (await tokenRows()).find((row) => row.id === id);
    expect(first?.lastUsedIp).toBe('127.0.0.1');
    expect(first?.lastUsedAt).toEqual(expect.any(String));
    await exportLeads(token);
    expect((await tokenRows()).find((row) => row.id === id)?.lastUsedAt).toBe(first?.lastUsedAt);
  });
});

describe('tokens that cannot be used', () => {
  it('answers 401 with the reason for a revoked token, on GraphQL and REST', async () => {
    const { id, token } = await createApiToken(server.url, admin.token, apiTokenScenarios.crmSync);
    const revoked = await graphqlRequest<{ revokeApiToken: { status: string } }>(
      server.url,
      `mutation ($id: ID!) { revokeApiToken(id: $id) { status } }`,
      { id },
      admin,
    );
    expect(revoked.data?.revokeApiToken.status).toBe('REVOKED');
    const graphql = await withToken(token, LEADS);
    expect(graphql.status).toBe(401);
    expect(graphql.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(graphql.errors?.[0]).toMatchObject({
      message: 'This API token has been revoked.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const rest = await exportLeads(token);
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ message: 'This API token has been revoked.' });
  });

  it('answers 401 naming the moment an expired token ran out', async () => {
    const { id, token } = await createApiToken(server.url, admin.token, apiTokenScenarios.crmSync);
    const past = new Date(Date.now() - 60_000);
    await server.orm.em.fork().nativeUpdate(ApiToken, { id: Number(id) }, { expiresAt: past });
    const rest = await exportLeads(token);
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({
      message: `This API token expired at ${past.toISOString()}.`,
    });
    expect((await tokenRows()).find((row) => row.id === id)?.status).toBe('EXPIRED');
  });

  it('answers 401 for a made-up token and for one whose creator was disabled', async () => {
    const madeUp = await exportLeads(`cst_${'A'.repeat(43)}`);
    expect(madeUp.status).toBe(401);
    expect(await madeUp.json()).toEqual({ message: 'This API token is not valid.' });
    const other = await signInAs(server.url, server.orm, 'ADMIN');
    const { token } = await createApiToken(server.url, other.token, apiTokenScenarios.crmSync);
    await server.orm.em.fork().nativeUpdate(StaffUser, { id: other.id }, { disabled: true });
    const answer = await withToken(token, LEADS);
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.message).toBe(
      'The account that created this API token is disabled.',
    );
  });
});

describe('staff-only powers', () => {
  it('stay out of reach of a token holding every scope', async () => {
    const { token } = await createApiToken(server.url, admin.token, apiTokenScenarios.everything);
    for (const query of [
      CREATE_USER,
      TOKENS,
      `mutation { createApiToken(input: { name: "More", scopes: ["leads:read"] }) { token } }`,
      `mutation { revokeApiToken(id: "1") { id } }`,
      `query { outboxMessages { total } }`,
    ]) {
      const answer = await withToken(token, query);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      expect(answer.errors?.[0]?.message).toMatch(/^API tokens cannot do this/);
    }
    const employee = await fetch(`${server.url}/api/v1/emplyeers/admins/createEmployee`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Eve', email: 'eve@example.in', password: 'long enough' }),
    });
    expect(employee.status).toBe(403);
    expect(await server.orm.em.fork().count(StaffUser, { email: 'eve@example.in' })).toBe(0);
  });
});

describe('the rate limit per token', () => {
  let limited: TestServer;
  let limitedAdmin: SignedInStaff;
  beforeAll(async () => {
    limited = await startTestServer({ mode: 'none' }, { API_TOKEN_RATE_LIMIT: '3' });
    limitedAdmin = await signInAs(limited.url, limited.orm, 'ADMIN');
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past the limit, while other tokens go on', async () => {
    const busy = await createApiToken(limited.url, limitedAdmin.token, apiTokenScenarios.crmSync);
    const calm = await createApiToken(limited.url, limitedAdmin.token, apiTokenScenarios.crmSync);
    const call = (token: string) => graphqlRequest(limited.url, LEADS, {}, { token });
    for (let n = 0; n < 3; n += 1) expect((await call(busy.token)).status).toBe(200);
    const refused = await call(busy.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const rest = await fetch(`${limited.url}/api/v1/leads/export`, {
      headers: { authorization: `Bearer ${busy.token}` },
    });
    expect(rest.status).toBe(429);
    expect((await call(calm.token)).status).toBe(200);
    // Staff signed in to the back office are not counted against any token.
    expect((await graphqlRequest(limited.url, LEADS, {}, limitedAdmin)).status).toBe(200);
  });
});
