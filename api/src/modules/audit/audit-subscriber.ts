import {
  ChangeSetType,
  helper,
  type ChangeSet,
  type EntityClass,
  type EntityManager,
  type EventSubscriber,
  type FlushEventArgs,
  type Transaction,
  type TransactionEventArgs,
} from '@mikro-orm/core';
import type { AuditAction, AuditFieldChange, AuditRecordType } from '../../../../common/audit';
import { auditActor, type AuditActor } from '../../shared/auth/acting-staff';
import { fieldChanges } from './audit-changes';
import { insertAuditEntries, type AuditEntryRow } from './audit-writer';

/** An entity whose staff writes the trail records, and the record type it is filed under. */
export interface AuditedEntity {
  entity: EntityClass<object>;
  type: AuditRecordType;
}

/** A write seen at flush time; its id is read at commit, once an insert has assigned it. */
interface PendingEntry {
  actor: AuditActor;
  at: Date;
  type: AuditRecordType;
  action: AuditAction;
  entity: object;
  changes: AuditFieldChange[];
}

const ACTIONS: Partial<Record<ChangeSetType, AuditAction>> = {
  [ChangeSetType.CREATE]: 'CREATE',
  [ChangeSetType.UPDATE]: 'UPDATE',
  [ChangeSetType.DELETE]: 'DELETE',
};

/**
 * Records every flushed change a staff operation makes to an audited entity, whichever service
 * made it, in the transaction that makes it: a rolled-back change leaves no entry. Writes made
 * with native queries bypass the ORM's changesets and record themselves (audit-writer.ts).
 */
export class AuditSubscriber implements EventSubscriber {
  /** Entries of flushes waiting for their transaction to commit (or, inside one, to finish). */
  private readonly pending = new WeakMap<object, PendingEntry[]>();

  constructor(private readonly audited: readonly AuditedEntity[]) {}

  onFlush({ em, uow }: FlushEventArgs): void {
    const actor = auditActor();
    if (!actor) return;
    const at = new Date();
    const entries = uow
      .getChangeSets()
      .map((changeSet) => this.entryFor(changeSet, actor, at))
      .filter((entry): entry is PendingEntry => entry !== undefined);
    if (entries.length) this.pending.set(em, [...(this.pending.get(em) ?? []), ...entries]);
  }

  /** A flush inside em.transactional(): the inserts are done and the transaction still open. */
  async afterFlush({ em }: FlushEventArgs): Promise<void> {
    if (em.isInTransaction()) await this.write(em, em.getTransactionContext());
  }

  /** A flush that opened its own transaction: write before that transaction commits. */
  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    await this.write(em, transaction);
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.pending.delete(em);
  }

  private async write(em: EntityManager, transaction?: Transaction): Promise<void> {
    const entries = this.pending.get(em);
    if (!entries) return;
    this.pending.delete(em);
    await insertAuditEntries(em, entries.map(toRow), transaction);
  }

  private entryFor(
    changeSet: ChangeSet<object>,
    actor: AuditActor,
    at: Date,
  ): PendingEntry | undefined {
    const type = this.audited.find(({ entity }) => changeSet.entity instanceof entity)?.type;
    const action = ACTIONS[changeSet.type];
    if (!type || !action) return undefined;
    const before = (changeSet.originalEntity ?? {}) as Record<string, unknown>;
    const changes = fieldChanges(action, before, changeSet.payload as Record<string, unknown>);
    if (action === 'UPDATE' && changes.length === 0) return undefined;
    return { actor, at, type, action, entity: changeSet.entity, changes };
  }
}

function toRow(entry: PendingEntry): AuditEntryRow {
  return {
    actor: entry.actor,
    at: entry.at,
    recordType: entry.type,
    recordId: String(helper(entry.entity).getSerializedPrimaryKey()),
    recordLabel: recordLabel(entry.entity),
    action: entry.action,
    changes: entry.changes,
  };
}

/** What a person would call the record: its title, name, e-mail or reference. */
function recordLabel(entity: object): string | null {
  const fields = entity as Record<string, unknown>;
  for (const key of [
    'title',
    'name',
    'email',
    'reference',
    'originalName',
    'subject',
    'fromPath',
  ]) {
    const value = fields[key];
    if (typeof value === 'string' && value) return value.slice(0, 200);
  }
  const first = fields['firstName'];
  const last = fields['lastName'];
  if (typeof first === 'string') return `${first} ${typeof last === 'string' ? last : ''}`.trim();
  return null;
}
