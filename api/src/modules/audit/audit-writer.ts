import type { EntityManager, Transaction } from '@mikro-orm/core';
import type { AuditAction, AuditFieldChange, AuditRecordType } from '../../../../common/audit';
import { auditActor, type AuditActor } from '../../shared/auth/acting-staff';

export interface AuditEntryRow {
  actor: AuditActor;
  at: Date;
  recordType: AuditRecordType;
  recordId: string;
  recordLabel: string | null;
  action: AuditAction;
  changes: AuditFieldChange[];
}

const COLUMNS =
  'at, actor_id, actor_name, actor_role, actor_ip, record_type, record_id, record_label, action, changes';

/** Inserts entries with the given transaction (the one making the change), in one statement. */
export async function insertAuditEntries(
  em: EntityManager,
  rows: readonly AuditEntryRow[],
  transaction?: Transaction,
): Promise<void> {
  if (!rows.length) return;
  const placeholders = rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
  const params = rows.flatMap((row) => [
    row.at,
    row.actor.userId,
    row.actor.name,
    row.actor.role,
    row.actor.ip ?? null,
    row.recordType,
    row.recordId,
    row.recordLabel,
    row.action,
    JSON.stringify(row.changes),
  ]);
  await em
    .getConnection('write')
    .execute(
      `insert into audit_entry (${COLUMNS}) values ${placeholders}`,
      params,
      'run',
      transaction,
    );
}

/**
 * Records a delete made with a native query, which the ORM's changesets never see. Call it in
 * the transaction of the delete; outside a staff operation it records nothing.
 */
export async function recordNativeDelete(
  em: EntityManager,
  record: { type: AuditRecordType; id: number | string; label: string | null },
): Promise<void> {
  const actor = auditActor();
  if (!actor) return;
  await insertAuditEntries(
    em,
    [
      {
        actor,
        at: new Date(),
        recordType: record.type,
        recordId: String(record.id),
        recordLabel: record.label,
        action: 'DELETE',
        changes: [],
      },
    ],
    em.getTransactionContext(),
  );
}
