import { REDACTED, type AuditAction, type AuditFieldChange } from '../../../../common/audit';

/** Fields whose values never enter the trail: only the fact that they changed does. */
const SECRET_FIELD = /password|hash|secret|token|otp|recovery/i;

/** Bookkeeping the ORM or the server writes on its own; a change to these alone is no event. */
const IGNORED_FIELDS = new Set(['updatedAt', 'createdAt', 'lastActiveAt', 'variantsClaimedUntil']);

/** Long texts (a post body) are kept up to this many characters on each side. */
const MAX_TEXT = 10_000;

/**
 * The changed fields of one write, before and after, in field order. A create lists every set
 * field (before null), a delete every stored one (after null); an update only what differs.
 */
export function fieldChanges(
  action: AuditAction,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): AuditFieldChange[] {
  const fields = action === 'DELETE' ? Object.keys(before) : Object.keys(after);
  const changes: AuditFieldChange[] = [];
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue;
    const old = action === 'CREATE' ? null : auditValue(before[field]);
    const now = action === 'DELETE' ? null : auditValue(after[field]);
    if (action === 'UPDATE' && sameValue(old, now)) continue;
    if (action !== 'UPDATE' && (action === 'CREATE' ? now : old) === null) continue;
    changes.push(
      SECRET_FIELD.test(field) ? redacted(field, action) : { field, before: old, after: now },
    );
  }
  return changes;
}

function redacted(field: string, action: AuditAction): AuditFieldChange {
  return {
    field,
    before: action === 'CREATE' ? null : REDACTED,
    after: action === 'DELETE' ? null : REDACTED,
  };
}

/** A value as the trail stores it: JSON-friendly, dates as ISO text, related records by id. */
export function auditValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
    return value.id ?? null;
  }
  return value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
