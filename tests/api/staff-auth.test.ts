import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../common/staff';
import { staffScenarios } from '../../api/src/modules/staff/staff.scenarios';
import { graphqlRequest } from '../support/graphql';
import { createStaff, signInAs } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const STAFF_USERS = '{ staffUsers { total items { email } } }';
const ME = '{ me { email role firstName } }';
const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) { token expiresAt user { email role } }
}`;

describe('REST logins', () => {
  it('answers { token } at the right door and 401 { message } otherwise', async () => {
    const admin = await createStaff(server.orm, { role: 'ADMIN' });
    const ok = await postJson('/api/v1/userAdmin', {
      email: admin.email.toUpperCase(),
      password: admin.password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body['token']).toEqual(expect.any(String));

    const wrongPassword = await postJson('/api/v1/userAdmin', {
      email: admin.email,
      password: 'not the password',
    });
    expect(wrongPassword).toEqual({ status: 401, body: { message: 'Invalid email or password' } });

    // An admin account at the employer area's door is refused like a wrong password.
    const wrongDoor = await postJson('/api/v1/emplyeers/adminsemployee/login', {
      email: admin.email,
      password: admin.password,
    });
    expect(wrongDoor.status).toBe(401);

    const missing = await postJson('/api/v1/emplyeers/admins/employeelogin', { password: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body['message']).toMatch(/Email is required/);
  });
});

describe('GraphQL sessions', () => {
  it('sets an httpOnly SameSite cookie that identifies the user until logout', async () => {
    const employer = await createStaff(server.orm, { role: 'EMPLOYER', firstName: 'Rani' });
    const login = await graphqlRequest(server.url, LOGIN, {
      input: { email: employer.email, password: employer.password, role: 'EMPLOYER' },
    });
    expect(login.errors).toBeUndefined();
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^staff_session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(';')[0];

    const me = await graphqlRequest(server.url, ME, {}, { cookie });
    expect(me.data).toEqual({
      me: { email: employer.email, role: 'EMPLOYER', firstName: 'Rani' },
    });

    const logout = await graphqlRequest(server.url, 'mutation { logout }', {}, { cookie });
    expect(logout.data).toEqual({ logout: true });
    expect(logout.headers.get('set-cookie')).toMatch(/staff_session=;/);
    expect((await graphqlRequest(server.url, ME, {}, { cookie })).data).toEqual({ me: null });
  });

  it('remember me keeps the session 30 days instead of one', async () => {
    const staff = await createStaff(server.orm, { role: 'MARKETING' });
    const input = { email: staff.email, password: staff.password, role: 'MARKETING' };
    const short = await graphqlRequest<{ login: { expiresAt: string } }>(server.url, LOGIN, {
      input,
    });
    const long = await graphqlRequest<{ login: { expiresAt: string } }>(server.url, LOGIN, {
      input: { ...input, remember: true },
    });
    const days = (answer: typeof short) =>
      (Date.parse(answer.data?.login.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days(short)).toBeCloseTo(1, 1);
    expect(days(long)).toBeCloseTo(30, 1);
    expect(long.headers.get('set-cookie')).toMatch(/Expires=/);
    expect(short.headers.get('set-cookie')).not.toMatch(/Expires=/);
  });

  it('disabling an account ends its sessions at once', async () => {
    const admin = await signInAs(server.url, server.orm, 'ADMIN');
    const target = await signInAs(server.url, server.orm, 'ADMIN');
    expect((await graphqlRequest(server.url, STAFF_USERS, {}, target)).errors).toBeUndefined();

    const disable = await graphqlRequest(
      server.url,
      'mutation ($id: ID!) { setStaffUserDisabled(id: $id, disabled: true) { disabled } }',
      { id: String(target.id) },
      admin,
    );
    expect(disable.data).toEqual({ setStaffUserDisabled: { disabled: true } });
    const after = await graphqlRequest(server.url, STAFF_USERS, {}, target);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = await postJson('/api/v1/userAdmin', {
      email: target.email,
      password: target.password,
    });
    expect(again.status).toBe(401);
  });
});

describe('token tampering', () => {
  const cases: Array<[string, (token: string) => Promise<string> | string]> = [
    ['a changed signature', (token) => `${token.slice(0, -4)}AAAA`],
    [
      'a changed payload',
      (token) => {
        const [header, payload, signature] = token.split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
        const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      'alg none',
      (token) => {
        const payload = token.split('.')[1];
        const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
        return `${header}.${payload}.`;
      },
    ],
    [
      'an expired token signed with another key',
      () =>
        new SignJWT({ sid: 'x' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('1')
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
          .sign(new TextEncoder().encode('x'.repeat(48))),
    ],
    ['garbage', () => 'not-a-token'],
  ];

  it.each(cases)('refuses %s with 401 on GraphQL and REST', async (_name, tamper) => {
    const admin = await signInAs(server.url, server.orm, 'ADMIN');
    const token = await tamper(admin.token);
    const answer = await graphqlRequest(server.url, STAFF_USERS, {}, { token });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.data ?? null).toBeNull();
  });
});

describe('staff accounts', () => {
  it('creates accounts of every role with clear errors for bad input', async () => {
    const admin = await signInAs(server.url, server.orm, 'ADMIN');
    const create = (input: Record<string, unknown>) =>
      graphqlRequest(
        server.url,
        'mutation ($input: StaffAccountInput!) { createStaffUser(input: $input) { email role } }',
        { input },
        admin,
      );
    const valid = staffScenarios.marketingHire;
    expect((await create(valid)).data).toEqual({
      createStaffUser: { email: 'kiran.das@example.com', role: 'MARKETING' },
    });
    const duplicate = await create({ ...valid, email: 'KIRAN.DAS@example.com' });
    expect(duplicate.errors?.[0]?.message).toMatch(/already exists/);
    expect(duplicate.errors?.[0]?.extensions?.fields).toEqual({
      email: 'A staff account with this email already exists',
    });
    const short = await create({ ...valid, email: 'other@example.com', password: 'short' });
    expect(short.errors?.[0]?.extensions?.fields).toEqual({
      password: 'Password must be at least 8 characters',
    });
    const hostile = await create({ ...valid, email: '<script>@x', firstName: 'x'.repeat(500) });
    expect(hostile.errors?.[0]?.extensions?.fields).toMatchObject({
      email: 'Please enter a valid email address',
      firstName: 'First name must be at most 100 characters',
    });
  });

  it('stores staff names without terminal escapes or bidi overrides', async () => {
    const admin = await signInAs(server.url, server.orm, 'ADMIN');
    const created = await graphqlRequest(
      server.url,
      'mutation ($input: StaffAccountInput!) { createStaffUser(input: $input) { firstName lastName } }',
      { input: staffScenarios.escapedNames },
      admin,
    );
    expect(created.data).toEqual({ createStaffUser: { firstName: '[31mEve', lastName: 'Adams' } });
    const listed = await graphqlRequest<{ staffUsers: { items: { email: string }[] } }>(
      server.url,
      '{ staffUsers { items { email firstName } } }',
      {},
      admin,
    );
    expect(listed.data?.staffUsers.items).toContainEqual({
      email: 'eve.adams@example.com',
      firstName: '[31mEve',
    });
  });

  it('sorts accounts by role in the order the roles are listed, either way', async () => {
    const admin = await signInAs(server.url, server.orm, 'ADMIN');
    const listed = async (sort: string) =>
      (
        await graphqlRequest<{ staffUsers: { items: { role: string }[] } }>(
          server.url,
          `{ staffUsers(sort: ${sort}, limit: 100) { items { role } } }`,
          {},
          admin,
        )
      ).data?.staffUsers.items ?? [];
    const roles = (await listed('{ field: ROLE }')).map((user) => user.role);
    expect(new Set(roles).size).toBeGreaterThan(1);
    expect(roles).toEqual([...roles].sort((a, b) => rankOf(a) - rankOf(b)));
    const descending = (await listed('{ field: ROLE, direction: DESC }')).map((user) => user.role);
    expect(descending[0]).toBe('MARKETING');
    expect(descending.at(-1)).toBe('ADMIN');
  });
});

const rankOf = (role: string) => STAFF_ROLES.indexOf(role as never);
