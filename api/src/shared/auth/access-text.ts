import { rolesOf, scopeOf } from '../../../../common/access';
import type { Access } from './viewer';

const ROLE_NAMES = { ADMIN: 'admins', EMPLOYER: 'employers', MARKETING: 'marketing staff' };

/** Who may call an operation or route, in words, for the API documents. */
export function accessText(access: Access): string {
  if (access === 'public') return 'anyone';
  const roles = rolesOf(access).map((role) => `${ROLE_NAMES[role]} (${role})`);
  const scope = scopeOf(access);
  const tokens = scope ? `, or an API token with the '${scope}' scope` : ', not API tokens';
  return `signed-in ${roles.join(', ')}${tokens}`;
}
