import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadNote } from '../../api/src/modules/leads/lead-note.entity';
import { leadScenarios } from '../../api/src/modules/leads/leads.scenarios';
import {
  startChatLead,
  submitContactMessage,
  submitProjectRequest,
} from '../../api/src/modules/leads/leads.service';
import { graphqlRequest } from '../support/graphql';
import { bearer, createStaff, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';
import { testServiceContexts } from '../support/test-services';

const LIST = `query ($kind: LeadKind, $status: LeadStatus, $sort: LeadSort, $offset: Int, $limit: Int) {
  inboxLeads(kind: $kind, status: $status, sort: $sort, offset: $offset, limit: $limit) {
    total
    items { id kind status name }
  }
}`;
const ONE = `query ($id: ID!) { inboxLead(id: $id) { name status notes { authorName body createdAt } } }`;
const SET_STATUS = `mutation ($id: ID!, $status: LeadStatus!) { setLeadStatus(id: $id, status: $status) { id status } }`;
const ADD_NOTE = `mutation ($id: ID!, $body: String!) { addLeadNote(id: $id, body: $body) { authorName body createdAt } }`;

interface ListData {
  inboxLeads: {
    total: number;
    items: { id: string; kind: string; status: string; name: string }[];
  };
}

const HOSTILE_NAME = '=HYPERLINK("http://evil.example","Click")';
let server: TestServer;
let admin: SignedInStaff;
const ids: Record<'contact' | 'project' | 'chat' | 'hostile', number> = {
  contact: 0,
  project: 0,
  chat: 0,
  hostile: 0,
};

beforeAll(async () => {
  server = await startTestServer();
  const ctx = testServiceContexts(server.orm);
  ids.contact = (await submitContactMessage(ctx(), leadScenarios.contact)).id;
  ids.project = (await submitProjectRequest(ctx(), leadScenarios.project)).id;
  ids.chat = (await startChatLead(ctx(), leadScenarios.chat)).id;
  ids.hostile = (
    await submitContactMessage(ctx(), {
      name: HOSTILE_NAME,
      email: 'evil@example.in',
      subject: '+SUM(A1:A9)',
      message: '-2+3 "quoted", and\nsecond line\n@import',
    })
  ).id;
  const staff = await createStaff(server.orm, { role: 'ADMIN', firstName: 'Priya' });
  admin = await signInAs(server.url, server.orm, 'ADMIN', staff);
});
afterAll(() => server.close());

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  graphqlRequest<T>(server.url, query, variables, { token: admin.token });
const noteCount = () => server.orm.em.fork().count(LeadNote);

describe('inboxLeads', () => {
  it('lists every kind newest first, filtered by kind and status, with the total', async () => {
    const all = await asAdmin<ListData>(LIST);
    expect(all.data?.inboxLeads.total).toBe(4);
    expect(all.data?.inboxLeads.items.map((lead) => Number(lead.id))).toEqual([
      ids.hostile,
      ids.chat,
      ids.project,
      ids.contact,
    ]);
    const projects = await asAdmin<ListData>(LIST, { kind: 'PROJECT' });
    expect(projects.data?.inboxLeads.items.map((lead) => lead.name)).toEqual(['Ravi Kumar']);
    const page = await asAdmin<ListData>(LIST, { offset: 1, limit: 2 });
    expect(page.data?.inboxLeads).toMatchObject({ total: 4, items: [{ kind: 'CHAT' }, {}] });
  });

  it('sorts by the field asked for, either way, with ties in id order and paged in that order', async () => {
    const names = async (sort: object, window: object = {}) =>
      (await asAdmin<ListData>(LIST, { sort, ...window })).data?.inboxLeads.items.map(
        (lead) => lead.name,
      );
    // '=' sorts before letters.
    const byName = [HOSTILE_NAME, 'Asha Verma', 'Meera Singh', 'Ravi Kumar'];
    expect(await names({ field: 'NAME' })).toEqual(byName);
    expect(await names({ field: 'NAME', direction: 'DESC' })).toEqual([...byName].reverse());
    expect(await names({ field: 'NAME' }, { offset: 1, limit: 2 })).toEqual(byName.slice(1, 3));
    const kinds = async (direction: string) =>
      (
        await asAdmin<ListData>(LIST, { sort: { field: 'KIND', direction } })
      ).data?.inboxLeads.items.map((lead) => Number(lead.id));
    expect(await kinds('ASC')).toEqual([ids.chat, ids.contact, ids.hostile, ids.project]);
    expect(await kinds('DESC')).toEqual([ids.project, ids.hostile, ids.contact, ids.chat]);
  });

  it('refuses a sort field the inbox does not offer, naming the choices', async () => {
    const answer = await asAdmin(LIST, { sort: { field: 'PASSWORD' } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/"PASSWORD" does not exist in "LeadSortField"/);
  });

  it('refuses a page size over 100 and an unknown status, naming them', async () => {
    const big = await asAdmin(LIST, { limit: 1000 });
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(big.errors?.[0]?.extensions?.fields).toHaveProperty('limit');
    const unknown = await asAdmin(LIST, { status: 'CLOSED' });
    expect(unknown.errors?.[0]?.message).toMatch(/status/);
  });
});

describe('status and notes', () => {
  it('moves a lead through statuses, and the status filter follows', async () => {
    const changed = await asAdmin<{ setLeadStatus: { status: string } }>(SET_STATUS, {
      id: ids.project,
      status: 'QUALIFIED',
    });
    expect(changed.data?.setLeadStatus.status).toBe('QUALIFIED');
    const qualified = await asAdmin<ListData>(LIST, { status: 'QUALIFIED' });
    expect(qualified.data?.inboxLeads.items.map((lead) => Number(lead.id))).toEqual([ids.project]);
    const fresh = await asAdmin<ListData>(LIST, { status: 'NEW' });
    expect(fresh.data?.inboxLeads.total).toBe(3);
  });

  it('stores notes with the author and time, shown oldest first', async () => {
    await asAdmin(ADD_NOTE, { id: ids.contact, body: '  Called; wants a quote.  ' });
    await asAdmin(ADD_NOTE, { id: ids.contact, body: 'Quote sent.' });
    const lead = await asAdmin<{
      inboxLead: { notes: { authorName: string; body: string; createdAt: string }[] };
    }>(ONE, { id: ids.contact });
    const notes = lead.data?.inboxLead.notes ?? [];
    expect(notes.map((note) => note.body)).toEqual(['Called; wants a quote.', 'Quote sent.']);
    expect(notes[0]?.authorName).toBe('Priya admin');
    expect(Date.now() - Date.parse(notes[0]?.createdAt ?? '')).toBeLessThan(60_000);
  });

  it('refuses blank or oversize notes and unknown ids, storing nothing', async () => {
    const before = await noteCount();
    const blank = await asAdmin(ADD_NOTE, { id: ids.contact, body: '   ' });
    expect(blank.errors?.[0]?.extensions?.fields).toEqual({ body: 'Note is required' });
    const long = await asAdmin(ADD_NOTE, { id: ids.contact, body: 'x'.repeat(2001) });
    expect(long.errors?.[0]?.extensions?.fields).toEqual({
      body: 'Note must be at most 2000 characters',
    });
    for (const [query, variables] of [
      [ADD_NOTE, { id: '987654', body: 'Hello' }],
      [SET_STATUS, { id: '987654', status: 'WON' }],
      [ONE, { id: '987654' }],
    ] as const) {
      const answer = await asAdmin(query, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe('No lead with id 987654');
    }
    const malformed = await asAdmin(SET_STATUS, { id: '-1', status: 'WON' });
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await noteCount()).toBe(before);
  });
});

/** A small RFC 4180 reader: quoted cells, doubled quotes, CRLF between rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/^\ufeff/, '').split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/)) {
    if (line === '') continue;
    const cells = [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) =>
      (match[1] ?? '').replace(/""/g, '"'),
    );
    rows.push(cells);
  }
  return rows;
}

describe('GET /api/v1/leads/export', () => {
  const exportCsv = (query = '') =>
    fetch(`${server.url}/api/v1/leads/export${query}`, { headers: bearer(admin.token) });

  it('downloads the filtered list as CSV with formula cells defused', async () => {
    const response = await exportCsv('?kind=CONTACT');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // A byte-order mark first, so spreadsheets read the file as UTF-8.
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('"Id","Received","Kind","Status","Name"')).toBe(true);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(3);
    const hostile = rows.find((row) => row[0] === String(ids.hostile)) ?? [];
    expect(hostile.slice(2, 10)).toEqual([
      'Contact message',
      'New',
      `'=HYPERLINK("http://evil.example","Click")`,
      'evil@example.in',
      '',
      '',
      "'+SUM(A1:A9)",
      `'-2+3 "quoted", and\nsecond line\n@import`,
    ]);
    expect(rows.find((row) => row[0] === String(ids.contact))?.[4]).toBe('Asha Verma');
  });

  it('filters by status, and refuses an unknown one with 400', async () => {
    const qualified = parseCsv(await (await exportCsv('?status=QUALIFIED')).text());
    expect(qualified.map((row) => row[0])).toEqual(['Id', String(ids.project)]);
    const bad = await exportCsv('?status=DONE');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/status/);
  });

  it('follows the sort of the screen, and refuses an unknown field or direction with 400', async () => {
    const sorted = parseCsv(await (await exportCsv('?sort=NAME&direction=DESC')).text());
    expect(sorted.slice(1).map((row) => row[4])).toEqual([
      'Ravi Kumar',
      'Meera Singh',
      'Asha Verma',
      `'${HOSTILE_NAME}`,
    ]);
    const badField = await exportCsv('?sort=PASSWORD');
    expect(badField.status).toBe(400);
    expect(await badField.json()).toMatchObject({
      message:
        'Invalid input: sort.field: sort field must be one of CREATED_AT, KIND, NAME, EMAIL, STATUS',
    });
    const badDirection = await exportCsv('?sort=NAME&direction=UP');
    expect(badDirection.status).toBe(400);
    expect(((await badDirection.json()) as { message: string }).message).toBe(
      'Invalid input: sort.direction: sort direction must be one of ASC, DESC',
    );
  });

  it('is for admins only: anonymous 401, other roles 403', async () => {
    expect((await fetch(`${server.url}/api/v1/leads/export`)).status).toBe(401);
    const marketing = await signInAs(server.url, server.orm, 'MARKETING');
    const denied = await fetch(`${server.url}/api/v1/leads/export`, {
      headers: bearer(marketing.token),
    });
    expect(denied.status).toBe(403);
  });
});
