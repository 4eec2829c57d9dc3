/**
 * What other modules and the database set-up may use of the audit trail: the subscriber that
 * records flushed writes, the actor of a staff operation, and the recorder for native deletes.
 */
export { AuditSubscriber, type AuditedEntity } from './audit-subscriber';
export { recordNativeDelete } from './audit-writer';
export { AuditEntry } from './audit-entry.entity';
