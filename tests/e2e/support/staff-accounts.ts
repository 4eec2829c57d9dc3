import type { StaffRole } from '../../../common/staff';
import { DEMO_ADMIN } from '../staff-session';

export interface E2eStaffAccount {
  email: string;
  password: string;
  firstName: string;
}

let created = 0;

/**
 * A fresh staff account made by the demo admin through the API, for a journey that changes its
 * account (a new password, two-factor sign-in) without touching the demo accounts other tests use.
 */
export async function createStaffAccount(
  baseUrl: string,
  role: StaffRole,
  firstName = 'Journey',
): Promise<E2eStaffAccount> {
  created += 1;
  const account = {
    email: `${role.toLowerCase()}-${Date.now()}-${created}@example.com`,
    password: 'journey password 1',
    firstName,
  };
  const login = await fetch(`${baseUrl}/api/v1/userAdmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`The demo admin could not sign in (${login.status})`);
  const answer = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation ($input: StaffAccountInput!) { createStaffUser(input: $input) { id } }',
      variables: { input: { ...account, role, lastName: 'Tester' } },
    }),
  });
  const body = (await answer.json()) as { errors?: { message: string }[] };
  if (body.errors) throw new Error(`Could not create the account: ${body.errors[0]?.message}`);
  return account;
}
