import { AsyncLocalStorage } from 'node:async_hooks';
import type { StaffRole } from '../../../../common/staff';

/** The staff member behind the writes of one operation, as the audit trail names them. */
export interface AuditActor {
  userId: number;
  name: string;
  role: StaffRole;
  ip?: string | undefined;
}

/**
 * Who is writing, for the length of a staff operation (shared/auth/operation.ts sets it). The
 * audit subscriber reads it when the ORM flushes, however deep in the service the flush is.
 */
const currentActor = new AsyncLocalStorage<AuditActor>();

export function runAsActor<Result>(
  actor: AuditActor,
  work: () => Promise<Result>,
): Promise<Result> {
  return currentActor.run(actor, work);
}

/** The staff member of the running operation; absent for visitors, workers and tools. */
export function auditActor(): AuditActor | undefined {
  return currentActor.getStore();
}
