/** The staff inbox's rules: filters, status changes and notes, shared by the api and the web app. */
import { z } from 'zod';
import { SOURCE_MAX_LENGTH } from './attribution';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  LEAD_WORKFLOW_STATUSES,
  type LeadKind,
  type LeadStatus,
  type SpamReason,
} from './leads';
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
  SPAM: 'Spam',
};

/** Why a lead was flagged, in the words staff read on it. */
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  HONEYPOT: 'The hidden field only bots fill in was filled in',
  RATE_LIMITED: 'Sent after this visitor had used up the limit of enquiries for a while',
  STAFF: 'Marked as spam by staff',
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

/** A lead's source as the inbox filters by it (common/attribution.ts), lower-case. */
const sourceSchema = z
  .string({ error: 'source must be text' })
  .max(SOURCE_MAX_LENGTH, `source must be at most ${SOURCE_MAX_LENGTH} characters`)
  .transform((value) => value.trim().toLowerCase());

/** No status means every lead but spam: spam shows only when asked for. */
export const leadInboxFilterSchema = z.object({
  kind: optional(kindSchema),
  status: optional(statusSchema),
  source: optional(sourceSchema),
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

/** Staff move a lead through the workflow; SPAM is set and lifted by its own actions. */
export const leadStatusChangeSchema = z.object({
  status: z.enum(LEAD_WORKFLOW_STATUSES, {
    error: `status must be one of ${LEAD_WORKFLOW_STATUSES.join(', ')}; mark as spam or restore instead`,
  }),
});

export const leadNoteSchema = z.object({
  body: z
    .string({ error: 'Note must be text' })
    .pipe(cleanText('Note', LEAD_NOTE_MAX_LENGTH))
    .pipe(z.string().min(1, 'Note is required')),
});

/** The inbox grouped by contact: the same filters on the leads, latest contact first. */
export const contactInboxPageSchema = leadInboxPageSchema.omit({ sort: true });
