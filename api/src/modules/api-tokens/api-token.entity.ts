import { defineEntity, p } from '@mikro-orm/core';
import type { ApiScope } from '../../../../common/api-scopes';
import { createdAtProperty } from '../../db/timestamps';
import { StaffUser } from '../staff/staff.public';

/**
 * A token for machines (integrations), created by an admin. Only the SHA-256 of its secret is
 * kept: the token itself is shown once and cannot be read back. It acts for its creator, within
 * its scopes, until it expires or is revoked.
 */
const ApiTokenSchema = defineEntity({
  name: 'ApiToken',
  tableName: 'api_token',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    /** SHA-256 (hex) of the whole token; requests are looked up by it. */
    tokenHash: p.string().length(64).unique(),
    /** The token's first characters ('cst_AbC1'), so staff can tell tokens apart in lists. */
    displayPrefix: p.string().length(16),
    scopes: p.json<ApiScope[]>(),
    createdBy: () => p.manyToOne(StaffUser).deleteRule('cascade').index(),
    expiresAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    /** Written at most once a minute per token (and when the address changes), not per request. */
    lastUsedAt: p.datetime().nullable(),
    lastUsedIp: p.string().length(64).nullable(),
    createdAt: createdAtProperty(),
  },
});

export class ApiToken extends ApiTokenSchema.class {}
ApiTokenSchema.setClass(ApiToken);
