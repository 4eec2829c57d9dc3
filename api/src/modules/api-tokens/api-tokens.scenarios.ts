import type { CreateApiTokenInput } from '../../../../common/api-tokens';

/** Named tokens for tests: each one an admin could create on the Settings screen as it is. */
export const apiTokenScenarios = {
  /** A CRM that copies new leads: reads leads, nothing else, for 90 days. */
  crmSync: { name: 'CRM sync', scopes: ['leads:read'], expiresInDays: 90 },
  /** An inbox integration that also answers: reads and updates leads, never expires. */
  leadsDesk: { name: 'Leads desk', scopes: ['leads:write'], expiresInDays: null },
  /** Everything a token can hold, to show it still cannot reach staff-only powers. */
  everything: {
    name: 'Everything',
    scopes: [
      'leads:write',
      'applications:write',
      'jobs:write',
      'blog:write',
      'media:read',
      'orders:read',
      'tasks:write',
      'employees:read',
    ],
  },
} satisfies Record<string, CreateApiTokenInput>;
