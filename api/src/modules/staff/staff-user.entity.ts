import { defineEntity, p } from '@mikro-orm/core';
import { STAFF_ROLES } from '../../../../common/staff';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';

/** A person who signs in to a staff area. E-mail is stored lower-cased, so unique regardless of case. */
const StaffUserSchema = defineEntity({
  name: 'StaffUser',
  tableName: 'staff_user',
  properties: {
    id: p.integer().primary().autoincrement(),
    role: p.enum(STAFF_ROLES).index(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(254).unique(),
    phone: p.string().length(30).nullable(),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: p.string().length(200).lazy(),
    lastActiveAt: p.datetime().nullable(),
    /** The TOTP secret of two-factor sign-in, sealed (SecretBox); null while it is off. */
    totpSecret: p.text().nullable().lazy(),
    /** A secret being set up, sealed, until its first code confirms it. */
    totpPendingSecret: p.text().nullable().lazy(),
    totpEnabledAt: p.datetime().nullable(),
    /** The time step of the last code accepted: a code is never accepted twice. */
    totpLastTimeStep: p.integer().nullable(),
    disabled: p.boolean().default(false),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class StaffUser extends StaffUserSchema.class {}
StaffUserSchema.setClass(StaffUser);

export function staffFullName(user: Pick<StaffUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
