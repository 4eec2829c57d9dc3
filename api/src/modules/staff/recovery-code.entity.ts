import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty } from '../../db/timestamps';
import { StaffUser } from './staff-user.entity';

/**
 * One of the codes shown once when two-factor sign-in is turned on, for a lost phone. Only its
 * SHA-256 is stored; using it sets usedAt, and it never works again.
 */
const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  tableName: 'staff_recovery_code',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(StaffUser).deleteRule('cascade').index(),
    codeHash: p.string().length(64),
    usedAt: p.datetime().nullable(),
    createdAt: createdAtProperty(),
  },
});

export class RecoveryCode extends RecoveryCodeSchema.class {}
RecoveryCodeSchema.setClass(RecoveryCode);
