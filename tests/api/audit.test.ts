import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '../../api/src/modules/blog/blog-post.entity';
import { runAsActor } from '../../api/src/shared/auth/acting-staff';
import { AuditEntry } from '../../api/src/modules/audit/audit-entry.entity';
import { workforceScenarios } from '../../api/src/modules/workforce/workforce.scenarios';
import { graphqlRequest, type GraphqlAnswer } from '../support/graphql';
import { signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

interface Entry {
  id: string;
  actorId: number;
  actorName: string;
  actorRole: string;
  recordType: string;
  recordId: string;
  recordLabel: string | null;
  action: string;
  changes: { field: string; before: string | null; after: string | null }[];
}

const ENTRIES = `query($actorId: Int, $recordType: AuditRecordType, $recordId: String, $from: String, $to: String) {
  auditEntries(actorId: $actorId, recordType: $recordType, recordId: $recordId, from: $from, to: $to) {
    total
    items { id actorId actorName actorRole recordType recordId recordLabel action changes { field before after } }
  }
}`;
const POST_INPUT = {
  title: 'Audit Trail Launch',
  description: 'A first paragraph.',
  category: 'REGULAR_UPDATE',
};

let server: TestServer;
let admin: SignedInStaff;
let employer: SignedInStaff;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAs(server.url, server.orm, 'ADMIN');
  employer = await signInAs(server.url, server.orm, 'EMPLOYER');
});
afterAll(() => server.close());

function call<T>(caller: SignedInStaff, query: string, variables: Record<string, unknown> = {}) {
  return graphqlRequest<T>(server.url, query, variables, { token: caller.token });
}

async function trail(caller: SignedInStaff, filter: Record<string, unknown>): Promise<Entry[]> {
  const answer: GraphqlAnswer<{ auditEntries: { items: Entry[] } }> = await call(
    caller,
    ENTRIES,
    filter,
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.auditEntries.items;
}

async function createPost(): Promise<string> {
  const answer = await call<{ createBlogPost: { id: string } }>(
    admin,
    `mutation($input: BlogPostInput!) { createBlogPost(input: $input) { id } }`,
    { input: POST_INPUT },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createBlogPost.id;
}

describe('audit trail', () => {
  it('records who created and changed a post, with each changed field before and after', async () => {
    const id = await createPost();
    await call(
      admin,
      `mutation($id: ID!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { id } }`,
      { id, input: { ...POST_INPUT, title: 'Audit Trail Relaunch' } },
    );

    const entries = await trail(admin, { recordType: 'post', recordId: id });
    expect(entries.map((entry) => entry.action)).toEqual(['UPDATE', 'CREATE']);
    const [update, create] = entries as [Entry, Entry];
    expect(update).toMatchObject({ actorId: admin.id, actorRole: 'ADMIN' });
    expect(update.recordLabel).toBe('Audit Trail Relaunch');
    expect(update.changes.filter((change) => change.field !== 'slug')).toEqual([
      { field: 'title', before: 'Audit Trail Launch', after: 'Audit Trail Relaunch' },
    ]);
    expect(create.changes).toContainEqual({
      field: 'title',
      before: null,
      after: 'Audit Trail Launch',
    });
  });

  it("records redirects: an admin's own, and the one a post's new address leaves behind", async () => {
    const made = await call<{ createRedirect: { id: string } }>(
      admin,
      `mutation($input: RedirectInput!) { createRedirect(input: $input) { id } }`,
      { input: { fromPath: '/audited-old', toPath: '/portfolio' } },
    );
    const redirectId = String(made.data?.createRedirect.id);
    await call(admin, `mutation($id: ID!) { deleteRedirect(id: $id) }`, { id: redirectId });
    expect(
      (await trail(admin, { recordType: 'redirect', recordId: redirectId })).map((entry) => [
        entry.action,
        entry.recordLabel,
      ]),
    ).toEqual([
      ['DELETE', '/audited-old'],
      ['CREATE', '/audited-old'],
    ]);

    const id = await createPost();
    const before = await trail(admin, { recordType: 'redirect' });
    await call(
      admin,
      `mutation($id: ID!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { id } }`,
      { id, input: { ...POST_INPUT, slug: 'audit-trail-moved' } },
    );
    const [moved] = (await trail(admin, { recordType: 'redirect' })).filter(
      (entry) => !before.some((earlier) => earlier.id === entry.id),
    );
    expect(moved).toMatchObject({ action: 'CREATE', actorId: admin.id });
    expect(moved?.changes).toContainEqual({
      field: 'toPath',
      before: null,
      after: '/blog/regular/audit-trail-moved',
    });
  });

  it('records an employer deleting an employee, under the employer', async () => {
    const created = await call<{ createEmployee: { id: string } }>(
      employer,
      `mutation($input: EmployeeInput!) { createEmployee(input: $input) { id } }`,
      { input: workforceScenarios.employee({ firstName: 'Audited', lastName: 'Person' }) },
    );
    const id = created.data?.createEmployee.id;
    await call(employer, `mutation($id: ID!) { deleteEmployee(id: $id) }`, { id });

    const entries = await trail(admin, { recordType: 'account', recordId: String(id) });
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['DELETE', employer.id],
      ['CREATE', employer.id],
    ]);
    expect(entries[0]?.recordLabel).toBe('Audited Person');
  });

  it('never keeps a password or its hash, only that it changed', async () => {
    const created = await call<{ createEmployee: { id: string } }>(
      employer,
      `mutation($input: EmployeeInput!) { createEmployee(input: $input) { id } }`,
      { input: workforceScenarios.employee({ password: 'Secret-Pass-123' }) },
    );
    const id = String(created.data?.createEmployee.id);
    const [entry] = await trail(admin, { recordType: 'account', recordId: id });
    const text = JSON.stringify(entry);
    expect(text).not.toContain('Secret-Pass-123');
    expect(text).not.toContain('argon2');
    expect(entry?.changes).toContainEqual({
      field: 'passwordHash',
      before: null,
      after: '[redacted]',
    });
  });

  it('keeps no entry for a change that was rolled back', async () => {
    const em = server.orm.em.fork();
    const actor = { userId: admin.id, name: 'Rolled Back', role: 'ADMIN' as const };
    await expect(
      runAsActor(actor, () =>
        em.transactional(async (tx) => {
          tx.create(BlogPost, {
            slug: 'rolled-back',
            title: 'Never Published',
            description: 'x',
            category: 'REGULAR_UPDATE',
          });
          await tx.flush();
          throw new Error('changed my mind');
        }),
      ),
    ).rejects.toThrow('changed my mind');
    const fresh = server.orm.em.fork();
    expect(await fresh.count(BlogPost, { slug: 'rolled-back' })).toBe(0);
    expect(await fresh.count(AuditEntry, { actorName: 'Rolled Back' })).toBe(0);
  });

  it('records nothing for a message a visitor sends', async () => {
    const before = await server.orm.em.fork().count(AuditEntry);
    const sent = await graphqlRequest(
      server.url,
      `mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }`,
      {
        input: {
          name: 'Visitor',
          email: 'visitor@example.com',
          subject: 'Hello',
          message: 'A question about your services.',
        },
      },
    );
    expect(sent.errors).toBeUndefined();
    expect(await server.orm.em.fork().count(AuditEntry)).toBe(before);
  });

  it('filters by person and day, and exports CSV for admins only', async () => {
    await createPost();
    const byEmployer = await trail(admin, { actorId: employer.id });
    expect(byEmployer.length).toBeGreaterThan(0);
    expect(byEmployer.every((entry) => entry.actorId === employer.id)).toBe(true);
    expect(await trail(admin, { from: '2000-01-01', to: '2000-01-02' })).toEqual([]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect((await trail(admin, { from: today, to: today })).length).toBeGreaterThan(0);

    const refused = await call(employer, ENTRIES);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const csv = await fetch(`${server.url}/api/v1/audit/export?recordType=post`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('"Person","Person id"');
    expect(text).toContain('"Audit Trail Launch"');
    const forbidden = await fetch(`${server.url}/api/v1/audit/export`, {
      headers: { authorization: `Bearer ${employer.token}` },
    });
    expect(forbidden.status).toBe(403);
    const badDay = await fetch(`${server.url}/api/v1/audit/export?from=yesterday`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(badDay.status).toBe(400);
    const refusal = (await badDay.json()) as { message: string };
    expect(refusal.message).toContain('YYYY-MM-DD');
  });
});
