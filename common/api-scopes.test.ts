import { describe, expect, it } from 'vitest';
import { API_SCOPE_INFO, API_SCOPES, scopeAllows, scopesOfRole } from './api-scopes';

describe('scopeAllows', () => {
  it('admits the scope itself, and a read through the write scope of the same area', () => {
    expect(scopeAllows(['leads:read'], 'leads:read')).toBe(true);
    expect(scopeAllows(['leads:write'], 'leads:read')).toBe(true);
    expect(scopeAllows(['leads:write'], 'leads:write')).toBe(true);
  });

  it('refuses a write through a read scope, and any other area', () => {
    expect(scopeAllows(['leads:read'], 'leads:write')).toBe(false);
    expect(scopeAllows(['jobs:write'], 'leads:read')).toBe(false);
    expect(scopeAllows([], 'orders:read')).toBe(false);
  });
});

describe('the scopes a role may grant', () => {
  it('are all of them for admins, the field team ones for employers, none for marketing', () => {
    expect(scopesOfRole('ADMIN')).toEqual([...API_SCOPES]);
    expect(scopesOfRole('EMPLOYER')).toEqual(['tasks:read', 'tasks:write', 'employees:read']);
    expect(scopesOfRole('MARKETING')).toEqual([]);
  });

  it('each has a read variant, and every write scope has one', () => {
    const areas = new Set(API_SCOPES.map((scope) => scope.split(':')[0]));
    for (const area of areas) expect(API_SCOPES).toContain(`${area}:read`);
    for (const scope of API_SCOPES) expect(API_SCOPE_INFO[scope].allows).not.toBe('');
  });
});
