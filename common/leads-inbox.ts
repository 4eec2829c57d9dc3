/** The staff inbox's rules: filters, status changes and notes, shared by the api and the web app. */
import { z } from 'zod';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from './leads';
import { sortableList } from './sorting';
import { sortSchema } from './sorting.schemas';
import { cleanText } from './text';

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  CONTACT: 'Contact message',
  PROJECT: 'Project request',
  CHAT: 'Chat lead',
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  QUALIFIED: 'Qualified',
  WON: 'Won',
  LOST: 'Lost',
};

export const LEAD_NOTE_MAX_LENGTH = 2000;
export const LEAD_PAGE_SIZE_MAX = 100;
/** The most rows one CSV export holds (newest first). */
export const LEAD_EXPORT_MAX_ROWS = 10_000;

const kindSchema = z.enum(LEAD_KINDS, { error: `kind must be one of ${LEAD_KINDS.join(', ')}` });
const statusSchema = z.enum(LEAD_STATUSES, {
  error: `status must be one of ${LEAD_STATUSES.join(', ')}`,
});

/** Empty or absent means any. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** The inbox's sortable columns; newest first unless staff choose another. */
export const LEAD_SORT = sortableList(['CREATED_AT', 'KIND', 'NAME', 'EMAIL', 'STATUS'], {
  field: 'CREATED_AT',
  direction: 'DESC',
});
export type LeadSortField = (typeof LEAD_SORT.fields)[number];

export const LEAD_SINCE_MESSAGE =
  'since must be a day (YYYY-MM-DD) or a time with its offset, such as 2026-11-24T09:30:00+05:30';

/**
 * Leads received at or after this moment: a time with its offset, or a day from its start in
 * India time (as staff count days). GraphQL and REST send text; a Date passes as it is.
 */
const sinceSchema = z
  .union([z.date(), z.iso.date(), z.iso.datetime({ offset: true })], { error: LEAD_SINCE_MESSAGE })
  .transform((value) =>
    value instanceof Date
      ? value
      : new Date(value.length === 10 ? `${value}T00:00:00+05:30` : value),
  );

export const leadInboxFilterSchema = z.object({
  kind: optional(kindSchema),
  status: optional(statusSchema),
  since: optional(sinceSchema),
  sort: sortSchema(LEAD_SORT),
});

export const leadInboxPageSchema = leadInboxFilterSchema.extend({
  offset: z.number().int().min(0, 'offset must be 0 or more').default(0),
  limit: z
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(LEAD_PAGE_SIZE_MAX, `limit must be at most ${LEAD_PAGE_SIZE_MAX}`)
    .default(20),
});

export const leadStatusChangeSchema = z.object({ status: statusSchema });

export const leadNoteSchema = z.object({
  body: z
    .string({ error: 'Note must be text' })
    .pipe(cleanText('Note', LEAD_NOTE_MAX_LENGTH))
    .pipe(z.string().min(1, 'Note is required')),
});
