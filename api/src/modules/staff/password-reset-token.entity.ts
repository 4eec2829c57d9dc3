import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty } from '../../db/timestamps';
import { StaffUser } from './staff-user.entity';

/**
 * A password reset link sent to a staff member. Only the SHA-256 of its token is stored, so a copy
 * of the database cannot be used to reset anyone's password; each works once, for 30 minutes.
 */
const PasswordResetTokenSchema = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'staff_password_reset',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(StaffUser).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAtProperty(),
  },
});

export class PasswordResetToken extends PasswordResetTokenSchema.class {}
PasswordResetTokenSchema.setClass(PasswordResetToken);
