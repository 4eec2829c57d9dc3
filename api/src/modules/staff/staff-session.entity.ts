import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty } from '../../db/timestamps';
import { StaffUser } from './staff-user.entity';

/**
 * One sign-in. The signed token names its session, and a token is only honoured while its
 * session row is live: signing out or disabling the account ends it at once.
 */
const StaffSessionSchema = defineEntity({
  name: 'StaffSession',
  tableName: 'staff_session',
  properties: {
    /** Random, unguessable; also the token's `sid` claim. */
    id: p.string().length(43).primary(),
    user: () => p.manyToOne(StaffUser).deleteRule('cascade').index(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    createdAt: createdAtProperty(),
  },
});

export class StaffSession extends StaffSessionSchema.class {}
StaffSessionSchema.setClass(StaffSession);
