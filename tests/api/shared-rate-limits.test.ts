import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadScenarios } from '../../api/src/modules/leads/leads.scenarios';
import { createStaff } from '../support/staff';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

// Several identical servers behind one load balancer share one PostgreSQL: a visitor whose
// requests land on different servers still gets each limit once, not once per server. PGlite
// is one process's database by design, so this runs only against a PostgreSQL server.
describe.runIf(process.env['TEST_DATABASE_URL'])('rate limits shared by two servers', () => {
  const LIMIT = 3;
  let database: TestDatabase;
  let servers: TestServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { LEAD_RATE_LIMIT: String(LIMIT), LOGIN_FAILURE_LIMIT: String(LIMIT) };
    // One after the other: each applies the migrations on start.
    servers.push(await startTestServer({ mode: 'none' }, env, { sharedDatabase: database }));
    servers.push(await startTestServer({ mode: 'none' }, env, { sharedDatabase: database }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
    await database.drop();
  });

  /** The n-th request goes to the first server, the next to the second, and so on. */
  const serverFor = (n: number): TestServer => servers[n % servers.length] as TestServer;

  it('accept exactly LEAD_RATE_LIMIT enquiries from one address, whichever server answers', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const response = await fetch(`${serverFor(n).url}/api/v1/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.70' },
        body: JSON.stringify(leadScenarios.contact),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('refuse a failed sign-in pair past LOGIN_FAILURE_LIMIT, whichever server answers', async () => {
    const staff = await createStaff(serverFor(0).orm, { role: 'ADMIN' });
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const response = await fetch(`${serverFor(n).url}/api/v1/userAdmin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.71' },
        body: JSON.stringify({ email: staff.email, password: `wrong guess ${n}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

// The counters' table unusable while the rest of the database works (a botched migration, a
// lock held too long): visitors are let through, and failed sign-ins are counted by each server.
describe.runIf(process.env['TEST_DATABASE_URL'])('rate limits whose table fails', () => {
  const LIMIT = 2;
  let server: TestServer;
  beforeAll(async () => {
    const env = { LEAD_RATE_LIMIT: String(LIMIT), LOGIN_FAILURE_LIMIT: String(LIMIT) };
    server = await startTestServer({ mode: 'none' }, env);
    await server.orm.em
      .getConnection()
      .execute('alter table "rate_limit_counter" rename to "rate_limit_counter_away"');
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.80' },
      body: JSON.stringify(body),
    });

  it('accept enquiries rather than turn visitors away', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= LIMIT; n += 1) {
      statuses.push((await post('/api/v1/contacts', leadScenarios.contact)).status);
    }
    expect(statuses).toEqual([201, 201, 201]);
  });

  it('still refuse a failing sign-in pair past the limit, and let the owner in', async () => {
    const staff = await createStaff(server.orm, { role: 'ADMIN' });
    const statuses: number[] = [];
    for (let n = 0; n <= LIMIT; n += 1) {
      const guess = { email: staff.email, password: `wrong guess ${n}` };
      statuses.push((await post('/api/v1/userAdmin', guess)).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
    const owner = await fetch(`${server.url}/api/v1/userAdmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.81' },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    });
    expect(owner.status).toBe(200);
  });
});
