import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ADDRESS_FAILURE_FACTOR, LOGIN_FAILURE_LIMIT } from '../../common/staff';
import { graphqlRequest } from '../support/graphql';
import { createStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

// The test server listens on loopback and trusts X-Forwarded-For from there (TRUST_PROXY's
// default), so each request below names the client address it comes from. Accounts that fail
// are slowed down for real (up to 2 s an answer); login-throttle.test.ts beside the policy
// checks the delays themselves without waiting.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DOORS = {
  ADMIN: '/api/v1/userAdmin',
  EMPLOYER: '/api/v1/emplyeers/adminsemployee/login',
  MARKETING: '/api/v1/emplyeers/admins/employeelogin',
} as const;

async function signInOver(
  door: keyof typeof DOORS,
  credentials: { email: string; password: string },
  clientIp: string,
) {
  const response = await fetch(`${server.url}${DOORS[door]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify(credentials),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;

describe('failed sign-ins of one account from many addresses', () => {
  it('do not keep the owner out: the right password from another address signs in', async () => {
    const admin = await createStaff(server.orm, { role: 'ADMIN' });
    for (let n = 1; n <= LOGIN_FAILURE_LIMIT; n += 1) {
      const wrong = { email: admin.email, password: `guess ${n}` };
      expect((await signInOver('MARKETING', wrong, `198.51.100.${n}`)).status).toBe(401);
    }
    const owner = await signInOver('ADMIN', admin, '203.0.113.50');
    expect(owner.status).toBe(200);
    expect(owner.body['token']).toEqual(expect.any(String));
  });
});

describe('failed sign-ins of one account from one address', () => {
  it('are refused with 429 past the limit, even with the right password', async () => {
    const staff = await createStaff(server.orm, { role: 'ADMIN' });
    const from = '203.0.113.10';
    for (let n = 1; n <= LOGIN_FAILURE_LIMIT; n += 1) {
      const wrong = { email: staff.email, password: 'bad' };
      expect((await signInOver('ADMIN', wrong, from)).status).toBe(401);
    }
    const sixth = await signInOver('ADMIN', staff, from);
    expect(sixth.status).toBe(429);
    expect(sixth.body['message']).toMatch(/Too many failed sign-in attempts/);
    // Elsewhere the owner still signs in.
    expect((await signInOver('ADMIN', staff, '203.0.113.11')).status).toBe(200);
  });

  it('start afresh after a successful sign-in from that address', async () => {
    const staff = await createStaff(server.orm, { role: 'EMPLOYER' });
    const from = '203.0.113.20';
    const wrong = { email: staff.email, password: 'typo' };
    for (let n = 1; n < LOGIN_FAILURE_LIMIT; n += 1) {
      expect((await signInOver('EMPLOYER', wrong, from)).status).toBe(401);
    }
    expect((await signInOver('EMPLOYER', staff, from)).status).toBe(200);
    // Counting on from before the success, this would be one failure too many.
    expect((await signInOver('EMPLOYER', wrong, from)).status).toBe(401);
    expect((await signInOver('EMPLOYER', wrong, from)).status).toBe(401);
  });

  it('count the same at every door, GraphQL included', async () => {
    const staff = await createStaff(server.orm, { role: 'MARKETING' });
    const from = '203.0.113.30';
    const wrong = { email: staff.email, password: 'bad' };
    for (let n = 1; n <= LOGIN_FAILURE_LIMIT - 2; n += 1) {
      const answer = await graphqlRequest(
        server.url,
        LOGIN,
        { input: { ...wrong, role: 'MARKETING' } },
        { headers: { 'x-forwarded-for': from } },
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await signInOver('ADMIN', wrong, from)).status).toBe(401);
    expect((await signInOver('EMPLOYER', wrong, from)).status).toBe(401);
    expect((await signInOver('MARKETING', staff, from)).status).toBe(429);
  });

  it('give no extra guesses through aliases or batches', async () => {
    const staff = await createStaff(server.orm, { role: 'MARKETING' });
    const from = { headers: { 'x-forwarded-for': '203.0.113.13' } };
    const guess = (alias: string, password: string) =>
      `${alias}: login(input: { email: "${staff.email}", password: "${password}", role: MARKETING }) { token }`;
    const eightGuesses = Array.from({ length: 8 }, (_, index) => guess(`g${index}`, `bad${index}`));
    let refusedAsInvalid = 0;
    for (let request = 0; request < LOGIN_FAILURE_LIMIT; request += 1) {
      const answer = await graphqlRequest(
        server.url,
        `mutation { ${eightGuesses.join(' ')} }`,
        {},
        from,
      );
      refusedAsInvalid +=
        answer.errors?.filter((e) => e.extensions?.code === 'UNAUTHENTICATED').length ?? 0;
    }
    // At most the limit's worth of guesses was ever checked, whatever the number of aliases.
    expect(refusedAsInvalid).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    const right = await graphqlRequest(
      server.url,
      `mutation { ${guess('ok', staff.password)} }`,
      {},
      from,
    );
    expect(right.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');

    const batch = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: 'mutation { logout }' }, { query: 'mutation { logout }' }]),
    });
    expect(batch.status).toBe(400);
  });
});

describe('failed sign-ins from one address across many accounts', () => {
  it('are refused with 429 past the higher per-address limit', async () => {
    const from = '203.0.113.40';
    const addressLimit = LOGIN_FAILURE_LIMIT * LOGIN_ADDRESS_FAILURE_FACTOR;
    for (let n = 1; n <= addressLimit; n += 1) {
      const guess = { email: `nobody${n}@example.com`, password: 'guess' };
      expect((await signInOver('ADMIN', guess, from)).status).toBe(401);
    }
    const staff = await createStaff(server.orm, { role: 'ADMIN' });
    expect((await signInOver('ADMIN', staff, from)).status).toBe(429);
    // The account itself is not locked for people elsewhere.
    expect((await signInOver('ADMIN', staff, '203.0.113.41')).status).toBe(200);
  });
});
