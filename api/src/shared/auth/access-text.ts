import type { Access } from './viewer';

const ROLE_NAMES = { ADMIN: 'admins', EMPLOYER: 'employers', MARKETING: 'marketing staff' };

/** Who may call an operation or route, in words, for the API documents. */
export function accessText(access: Access): string {
  if (access === 'public') return 'anyone';
  return `signed-in ${access.map((role) => `${ROLE_NAMES[role]} (${role})`).join(', ')}`;
}
