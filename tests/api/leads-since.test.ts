import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_SINCE_MESSAGE } from '../../common/leads-inbox';
import { Lead } from '../../api/src/modules/leads/lead.entity';
import { leadScenarios } from '../../api/src/modules/leads/leads.scenarios';
import {
  startChatLead,
  submitContactMessage,
  submitProjectRequest,
} from '../../api/src/modules/leads/leads.service';
import { graphqlRequest } from '../support/graphql';
import { bearer, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';
import { testServiceContexts } from '../support/test-services';

/** An integrator polls for what arrived after its last run: by time, or by India day. */
let server: TestServer;
let admin: SignedInStaff;
const received = {
  old: '2026-11-23T18:00:00.000Z', // 23:30 on 23 Nov in India
  morning: '2026-11-24T03:30:00.000Z', // 09:00 on 24 Nov in India
  evening: '2026-11-24T13:30:00.000Z', // 19:00 on 24 Nov in India
};
const ids = { old: 0, morning: 0, evening: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const ctx = testServiceContexts(server.orm);
  ids.old = (await submitContactMessage(ctx(), leadScenarios.contact)).id;
  ids.morning = (await submitProjectRequest(ctx(), leadScenarios.project)).id;
  ids.evening = (await startChatLead(ctx(), leadScenarios.chat)).id;
  const em = server.orm.em.fork();
  for (const key of ['old', 'morning', 'evening'] as const) {
    await em.nativeUpdate(Lead, { id: ids[key] }, { createdAt: new Date(received[key]) });
  }
  admin = await signInAs(server.url, server.orm, 'ADMIN');
});
afterAll(() => server.close());

const LIST = `query ($since: String) { inboxLeads(since: $since) { total items { id createdAt } } }`;

async function graphqlIds(since: string): Promise<number[]> {
  const answer = await graphqlRequest<{ inboxLeads: { items: { id: string }[] } }>(
    server.url,
    LIST,
    { since },
    { token: admin.token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.inboxLeads.items.map((lead) => Number(lead.id)) ?? [];
}

async function restGet(path: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { headers: bearer(admin.token) });
}

describe('leads since a date', () => {
  it('GraphQL lists the leads received at or after a time, newest first', async () => {
    expect(await graphqlIds('2026-11-24T09:00:00+05:30')).toEqual([ids.evening, ids.morning]);
    expect(await graphqlIds('2026-11-24T13:30:00Z')).toEqual([ids.evening]);
  });

  it('takes a day as its start in India time', async () => {
    expect(await graphqlIds('2026-11-24')).toEqual([ids.evening, ids.morning]);
    expect(await graphqlIds('2026-11-23')).toEqual([ids.evening, ids.morning, ids.old]);
  });

  it('REST lists them as JSON pages with the total', async () => {
    const response = await restGet('/api/v1/leads?since=2026-11-24&limit=1');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; items: Record<string, unknown>[] };
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      expect.objectContaining({
        id: ids.evening,
        kind: 'CHAT',
        status: 'NEW',
        name: leadScenarios.chat.name,
        createdAt: received.evening,
      }),
    ]);
  });

  it('REST exports only them as CSV', async () => {
    const response = await restGet('/api/v1/leads/export?since=2026-11-24T09:00:00%2B05:30');
    const rows = (await response.text()).trim().split('\n').slice(1);
    expect(rows.map((row) => Number(/^"?(\d+)/.exec(row)?.[1]))).toEqual([
      ids.evening,
      ids.morning,
    ]);
  });

  it('refuses a since that is not a day or a time with its offset, naming it', async () => {
    for (const since of ['yesterday', '2026-11-24T09:00:00', '24/11/2026']) {
      const response = await restGet(`/api/v1/leads?since=${encodeURIComponent(since)}`);
      expect(response.status, since).toBe(400);
      const body = (await response.json()) as { message: string; fields: Record<string, string> };
      expect(body.fields['since'], since).toBe(LEAD_SINCE_MESSAGE);
    }
    const answer = await graphqlRequest(
      server.url,
      LIST,
      { since: 'soon' },
      { token: admin.token },
    );
    expect(answer.errors?.[0]?.extensions?.fields?.['since']).toBe(LEAD_SINCE_MESSAGE);
  });

  it('keeps the list for admins: anonymous callers get 401', async () => {
    const response = await fetch(`${server.url}/api/v1/leads?since=2026-11-24`);
    expect(response.status).toBe(401);
  });
});
