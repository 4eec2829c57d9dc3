import { z } from 'zod';
import { CHAT_SERVICES, LEAD_KINDS, LEAD_STATUSES, SPAM_REASONS } from '../../../../common/leads';
import { LEAD_PAGE_SIZE_MAX, LEAD_SORT } from '../../../../common/leads-inbox';
import { isoDateTime, sortQuery } from '../../shared/rest-docs';

/** The filters both lead routes take. */
const leadFilterQuery = {
  kind: z.enum(LEAD_KINDS).optional().meta({ description: 'Only this kind' }),
  status: z
    .enum(LEAD_STATUSES)
    .optional()
    .meta({ description: 'Only this status; absent: every status but SPAM' }),
  source: z
    .string()
    .optional()
    .meta({ description: 'Only leads counted under this source (utm_source, site or direct)' }),
  since: z
    .string()
    .optional()
    .meta({
      description:
        'Only leads received at or after this: a time with its offset ' +
        '(2026-11-24T09:30:00+05:30) or a day (2026-11-24, from its start in India time)',
    }),
  ...sortQuery(LEAD_SORT.fields),
};

export const leadExportQuerySchema = z.object(leadFilterQuery);

export const leadListQuerySchema = z.object({
  ...leadFilterQuery,
  offset: z.int().min(0).optional().meta({ description: 'Leads to skip (default 0)' }),
  limit: z
    .int()
    .min(1)
    .max(LEAD_PAGE_SIZE_MAX)
    .optional()
    .meta({ description: `Leads to return (default 20, at most ${LEAD_PAGE_SIZE_MAX})` }),
});

/** A lead as the JSON list answers it: the fields of GraphQL's Lead. */
export const restLeadSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(LEAD_KINDS),
    status: z.enum(LEAD_STATUSES),
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string().nullable(),
    businessName: z.string().nullable(),
    service: z.enum(CHAT_SERVICES).nullable(),
    pagePath: z.string().nullable().meta({ description: 'The site page it was sent from' }),
    spamReason: z
      .enum(SPAM_REASONS)
      .nullable()
      .meta({ description: 'Why it is SPAM (HONEYPOT, RATE_LIMITED, STAFF); null otherwise' }),
    source: z.string().nullable().meta({
      description: 'The source it is counted under (utm_source, referring site or direct)',
    }),
    contactId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The contact it belongs to (same e-mail or mobile); null for spam' }),
    createdAt: isoDateTime().meta({ description: 'When it was received' }),
  })
  .meta({ id: 'Lead' });

export const leadListAnswerSchema = z.object({
  items: z.array(restLeadSchema),
  total: z.number().int().meta({ description: 'Leads matching the filters, across all pages' }),
});
