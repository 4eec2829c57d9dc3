/**
 * What an API token may do, named once. A scope is one area of a role's permissions, whole
 * (`:write`, which includes reading) or read-only (`:read`). Every staff operation that a token
 * may call names its scope beside its roles (`withScope` in access.ts); an operation that names
 * none (accounts, tokens, webhooks, settings, the bell, search) is for signed-in staff only and
 * no token reaches it, whatever its scopes.
 */
import { ADMIN_ONLY, WORKFORCE_MANAGERS, type RoleSet } from './access';

export const API_SCOPES = [
  'leads:read',
  'leads:write',
  'applications:read',
  'applications:write',
  'jobs:read',
  'jobs:write',
  'blog:read',
  'blog:write',
  'media:read',
  'orders:read',
  'tasks:read',
  'tasks:write',
  'employees:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export interface ApiScopeInfo {
  /** The area, as the Settings screen groups the choices. */
  area: string;
  /** The roles whose permissions the scope is part of: only they may grant it. */
  roles: RoleSet;
  /** What a token with the scope may do, in the words the Settings screen shows. */
  allows: string;
}

export const API_SCOPE_INFO: Record<ApiScope, ApiScopeInfo> = {
  'leads:read': {
    area: 'Leads',
    roles: ADMIN_ONLY,
    allows: 'List, read and export leads (the Messages inbox) with their notes',
  },
  'leads:write': {
    area: 'Leads',
    roles: ADMIN_ONLY,
    allows: 'Read leads, change their status and add notes',
  },
  'applications:read': {
    area: 'Job applications',
    roles: ADMIN_ONLY,
    allows: 'List and export job applications, download resumes',
  },
  'applications:write': {
    area: 'Job applications',
    roles: ADMIN_ONLY,
    allows: 'Read applications, move them in the pipeline and edit their notes',
  },
  'jobs:read': {
    area: 'Jobs',
    roles: ADMIN_ONLY,
    allows: 'List every job, open and closed, and the filter choices',
  },
  'jobs:write': {
    area: 'Jobs',
    roles: ADMIN_ONLY,
    allows: 'Read jobs; create, edit, open, close and delete them',
  },
  'blog:read': {
    area: 'Blog',
    roles: ADMIN_ONLY,
    allows: 'List blog posts and redirects as the back office does',
  },
  'blog:write': {
    area: 'Blog',
    roles: ADMIN_ONLY,
    allows: 'Read posts; publish, edit and delete them (with images); manage redirects',
  },
  'media:read': { area: 'Images', roles: ADMIN_ONLY, allows: 'List the media library' },
  'orders:read': {
    area: 'Orders',
    roles: ADMIN_ONLY,
    allows: 'List orders, their totals, and export them as CSV',
  },
  'tasks:read': {
    area: 'Field tasks',
    roles: WORKFORCE_MANAGERS,
    allows: "List tasks, reports without a task and the employer's dashboard figures",
  },
  'tasks:write': {
    area: 'Field tasks',
    roles: WORKFORCE_MANAGERS,
    allows: 'Read tasks; create, edit, assign and delete them',
  },
  'employees:read': {
    area: 'Employees',
    roles: WORKFORCE_MANAGERS,
    allows: 'List the marketing staff (names and contact details); never change accounts',
  },
};

/** Whether scopes a token holds admit an operation that needs `needed` (write includes read). */
export function scopeAllows(held: readonly ApiScope[], needed: ApiScope): boolean {
  if (held.includes(needed)) return true;
  const [area, level] = needed.split(':');
  return level === 'read' && (held as readonly string[]).includes(`${area}:write`);
}

/** The scopes whose permissions a role has: the ones a member of it may put on a token. */
export function scopesOfRole(role: RoleSet[number]): ApiScope[] {
  return API_SCOPES.filter((scope) => API_SCOPE_INFO[scope].roles.includes(role));
}

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}
