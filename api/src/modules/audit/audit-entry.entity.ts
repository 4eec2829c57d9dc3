import { defineEntity, p } from '@mikro-orm/core';
import type { AuditAction, AuditFieldChange, AuditRecordType } from '../../../../common/audit';
import type { StaffRole } from '../../../../common/staff';

/**
 * One staff write: who, when, which record, and each changed field before and after. Written by
 * the audit subscriber inside the writing transaction; never changed afterwards. The actor is
 * copied (not a foreign key) so the trail outlives a deleted account.
 */
const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entry',
  properties: {
    id: p.integer().primary().autoincrement(),
    at: p.datetime().index(),
    actorId: p.integer().index(),
    actorName: p.string(),
    actorRole: p.type('string').$type<StaffRole>(),
    actorIp: p.string().nullable(),
    recordType: p.type('string').$type<AuditRecordType>(),
    recordId: p.string(),
    recordLabel: p.string().nullable(),
    action: p.type('string').$type<AuditAction>(),
    changes: p.json<AuditFieldChange[]>(),
  },
  indexes: [{ properties: ['recordType', 'recordId'] }],
});

export class AuditEntry extends AuditEntrySchema.class {}
AuditEntrySchema.setClass(AuditEntry);
