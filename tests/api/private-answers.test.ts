import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../common/staff';
import { restRoutes } from '../../api/src/rest';
import { graphqlRequest } from '../support/graphql';
import { callRestRoute } from '../support/rest-route-call';
import { createStaff, signInAs, type SignedInStaff } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Answers that depend on the caller must never be kept by a browser, proxy or CDN: one caller's
 * staff data or session token would be replayed to the next, or stay on a shared computer.
 */
const PRIVATE = 'private, no-store';

/** The REST sign-ins: public routes whose answer is a session token. */
const LOGIN_PATHS: Record<StaffRole, string> = {
  ADMIN: '/api/v1/userAdmin',
  EMPLOYER: '/api/v1/emplyeers/adminsemployee/login',
  MARKETING: '/api/v1/emplyeers/admins/employeelogin',
};

/** A made-up id: calls that get through reach 'not found' instead of changing real rows. */

let server: TestServer;
const staff = {} as Record<StaffRole, SignedInStaff>;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of STAFF_ROLES) staff[role] = await signInAs(server.url, server.orm, role);
});
afterAll(() => server.close());

const staffRoutes = restRoutes.filter((route) => route.access !== 'public');

async function callRoute(route: (typeof restRoutes)[number], caller?: SignedInStaff) {
  const response = await callRestRoute(server.url, route, caller);
  return { status: response.status, cacheControl: response.headers.get('cache-control') };
}

describe('staff REST routes', () => {
  it('has staff routes to check', () => {
    expect(staffRoutes.length).toBeGreaterThan(10);
  });

  it.each(staffRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s is private for every caller, refused or not',
    async (_name, route) => {
      const callers = [undefined, ...STAFF_ROLES.map((role) => staff[role])];
      for (const caller of callers) {
        const answer = await callRoute(route, caller);
        expect(answer.cacheControl, `${caller?.role ?? 'anonymous'}: ${answer.status}`).toBe(
          PRIVATE,
        );
      }
    },
  );
});

describe('REST sign-in', () => {
  it.each(STAFF_ROLES)('%s: the token and the refusal are both private', async (role) => {
    const account = await createStaff(server.orm, { role });
    for (const password of [account.password, 'a wrong password']) {
      const response = await fetch(`${server.url}${LOGIN_PATHS[role]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password }),
      });
      await response.arrayBuffer();
      expect(response.status).toBe(password === account.password ? 200 : 401);
      expect(response.headers.get('cache-control')).toBe(PRIVATE);
    }
  });
});

describe('GraphQL', () => {
  it('answers a signed-in caller privately', async () => {
    const answer = await graphqlRequest(server.url, '{ me { email } }', {}, staff.ADMIN);
    expect(answer.data).toEqual({ me: { email: staff.ADMIN.email } });
    expect(answer.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('answers anonymous callers and errors privately too', async () => {
    const ok = await graphqlRequest(server.url, '{ __typename }');
    expect(ok.headers.get('cache-control')).toBe(PRIVATE);
    const refused = await graphqlRequest(server.url, '{ staffUsers { total } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.headers.get('cache-control')).toBe(PRIVATE);
  });
});

describe('public REST routes', () => {
  it('leave public reads cacheable', async () => {
    const response = await fetch(`${server.url}/api/v1/blog/getblog`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});
