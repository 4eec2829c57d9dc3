import type { StaffRole } from '../../common/staff';
import type { Orm } from '../../api/src/db/orm';
import { addStaffAccount } from '../../api/src/modules/staff/staff.service';
import { staffScenarios } from '../../api/src/modules/staff/staff.scenarios';
import { SESSION_COOKIE } from '../../api/src/shared/auth/session-cookie';

export interface TestStaff {
  id: number;
  role: StaffRole;
  email: string;
  password: string;
}

export interface SignedInStaff extends TestStaff {
  /** For `Authorization: Bearer`. */
  token: string;
  /** The same session as a Cookie header value. */
  cookie: string;
}

/** A new staff account of the role, with a unique e-mail and a known password. */
export async function createStaff(
  orm: Orm,
  fields: { role: StaffRole; email?: string; password?: string; firstName?: string },
): Promise<TestStaff> {
  const { role, ...named } = fields;
  const account = staffScenarios.account(role, named);
  const user = await addStaffAccount(orm.em.fork(), account);
  return { id: user.id, role, email: user.email, password: account.password };
}

const LOGIN_PATHS: Record<StaffRole, string> = {
  ADMIN: '/api/v1/userAdmin',
  EMPLOYER: '/api/v1/emplyeers/adminsemployee/login',
  MARKETING: '/api/v1/emplyeers/admins/employeelogin',
};

/** Creates an account of the role (unless one is given) and signs it in over REST. */
export async function signInAs(
  baseUrl: string,
  orm: Orm,
  role: StaffRole,
  existing?: TestStaff,
): Promise<SignedInStaff> {
  const staff = existing ?? (await createStaff(orm, { role }));
  const response = await fetch(`${baseUrl}${LOGIN_PATHS[staff.role]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`Sign-in failed (${response.status}): ${body.message}`);
  return { ...staff, token: body.token, cookie: `${SESSION_COOKIE}=${body.token}` };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
