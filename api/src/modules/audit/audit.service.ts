import { z } from 'zod';
import { ADMIN_ONLY } from '../../../../common/access';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_RECORD_LABELS,
  AUDIT_RECORD_TYPES,
} from '../../../../common/audit';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { toCsv, type CsvColumn } from '../../shared/csv';
import { parseInput } from '../../shared/validation';
import { AuditEntry } from './audit-entry.entity';

const DAY_MS = 86_400_000;
const CSV_MAX_ROWS = 50_000;

const auditFilterSchema = z.object({
  actorId: z.number().int().positive().nullish(),
  recordType: z.enum(AUDIT_RECORD_TYPES, { error: 'Unknown record type' }).nullish(),
  recordId: z.string().trim().max(40, 'Record id is too long').nullish(),
  from: z.iso.date('Use a date as YYYY-MM-DD').nullish(),
  to: z.iso.date('Use a date as YYYY-MM-DD').nullish(),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(100).default(25),
});
export type AuditFilter = z.input<typeof auditFilterSchema>;

/** The trail for admins, newest first, narrowed by person, record and India-time day range. */
export const listAuditEntries = staffOperation(
  ADMIN_ONLY,
  async (
    ctx: StaffContext,
    input: AuditFilter,
  ): Promise<{ items: AuditEntry[]; total: number }> => {
    const filter = parseInput(auditFilterSchema, input);
    const [items, total] = await ctx.em.findAndCount(AuditEntry, whereOf(filter), {
      orderBy: { at: 'desc', id: 'desc' },
      offset: filter.offset,
      limit: filter.limit,
    });
    return { items, total };
  },
);

/** Everyone who appears in the trail, for the person filter (accounts deleted since included). */
export const listAuditActors = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext): Promise<{ id: number; name: string }[]> => {
    const rows = await ctx.em
      .getConnection()
      .execute<{ actor_id: number; actor_name: string }[]>(
        `select distinct on (actor_id) actor_id, actor_name from audit_entry order by actor_id, at desc`,
      );
    return rows
      .map((row) => ({ id: row.actor_id, name: row.actor_name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  },
);

/** The filtered trail as CSV, one row per changed field so a spreadsheet can filter it. */
export const exportAuditCsv = staffOperation(
  ADMIN_ONLY,
  async (ctx: StaffContext, input: AuditFilter): Promise<string> => {
    const filter = parseInput(auditFilterSchema, { ...input, offset: 0, limit: 1 });
    const entries = await ctx.em.find(AuditEntry, whereOf(filter), {
      orderBy: { at: 'desc', id: 'desc' },
      limit: CSV_MAX_ROWS,
    });
    return toCsv(CSV_COLUMNS, entries.flatMap(csvRows));
  },
);

interface AuditCsvRow {
  entry: AuditEntry;
  field: string;
  before: unknown;
  after: unknown;
}

function csvRows(entry: AuditEntry): AuditCsvRow[] {
  if (!entry.changes.length) return [{ entry, field: '', before: null, after: null }];
  return entry.changes.map((change) => ({ entry, ...change }));
}

const CSV_COLUMNS: CsvColumn<AuditCsvRow>[] = [
  { header: 'Entry', value: (row) => row.entry.id },
  { header: 'When', value: (row) => row.entry.at },
  { header: 'Person', value: (row) => row.entry.actorName },
  { header: 'Person id', value: (row) => row.entry.actorId },
  { header: 'Role', value: (row) => row.entry.actorRole },
  { header: 'Address', value: (row) => row.entry.actorIp },
  { header: 'Action', value: (row) => AUDIT_ACTION_LABELS[row.entry.action] },
  { header: 'Record type', value: (row) => AUDIT_RECORD_LABELS[row.entry.recordType] },
  { header: 'Record id', value: (row) => row.entry.recordId },
  { header: 'Record', value: (row) => row.entry.recordLabel },
  { header: 'Field', value: (row) => row.field },
  { header: 'Before', value: (row) => cellText(row.before) },
  { header: 'After', value: (row) => cellText(row.after) },
];

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function whereOf(filter: z.output<typeof auditFilterSchema>) {
  const at: { $gte?: Date; $lt?: Date } = {};
  if (filter.from) at.$gte = startOfIndiaDay(filter.from);
  if (filter.to) at.$lt = new Date(startOfIndiaDay(filter.to).getTime() + DAY_MS);
  return {
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.recordType ? { recordType: filter.recordType } : {}),
    ...(filter.recordId ? { recordId: filter.recordId } : {}),
    ...(filter.from || filter.to ? { at } : {}),
  };
}

function startOfIndiaDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}
