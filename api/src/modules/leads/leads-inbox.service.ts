import { ADMIN_ONLY, withScope } from '../../../../common/access';
import type { ObjectQuery } from '@mikro-orm/core';
import { LEAD_STATUSES, type LeadStatus } from '../../../../common/leads';
import {
  LEAD_EXPORT_MAX_ROWS,
  LEAD_STATUS_LABELS,
  SPAM_REASON_LABELS,
  leadInboxFilterSchema,
  leadInboxPageSchema,
  leadNoteSchema,
  leadStatusChangeSchema,
  type LeadSortField,
} from '../../../../common/leads-inbox';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { AppError, NotFoundError } from '../../shared/errors';
import { byProperties, byRank, byText, orderByOf, type SortColumns } from '../../shared/list-sort';
import { parseInput } from '../../shared/validation';
import { StaffUser } from '../staff/staff.public';
import { linkLeadToContact } from './contact-linking';
import { LeadNote } from './lead-note.entity';
import { recordLeadCreated } from './lead-created-event';
import { Lead } from './lead.entity';

export interface LeadPage {
  items: Lead[];
  total: number;
}

const LEAD_SORT_COLUMNS: SortColumns<Lead, LeadSortField> = {
  CREATED_AT: byProperties('createdAt'),
  KIND: byProperties('kind'),
  NAME: byText('name'),
  EMAIL: byText('email'),
  STATUS: byRank('status', LEAD_STATUSES),
};

export interface LeadFilter {
  kind?: Lead['kind'] | undefined;
  status?: Lead['status'] | undefined;
  source?: string | undefined;
  since?: Date | undefined;
}

/** The inbox's filters as a query; without a status, spam is left out. */
export function whereOf(filter: LeadFilter): ObjectQuery<Lead> {
  const where: ObjectQuery<Lead> = { status: filter.status ?? { $ne: 'SPAM' } };
  if (filter.kind) where.kind = filter.kind;
  if (filter.source) where.source = filter.source;
  if (filter.since) where.createdAt = { $gte: filter.since };
  return where;
}

/** Contact messages, project requests and chat leads in one list, newest first by default. */
export const listInboxLeads = staffOperation(
  withScope(ADMIN_ONLY, 'leads:read'),
  async (ctx: StaffContext, input: unknown): Promise<LeadPage> => {
    const { offset, limit, sort, ...filter } = parseInput(leadInboxPageSchema, input);
    const [items, total] = await ctx.em.findAndCount(Lead, whereOf(filter), {
      orderBy: orderByOf(LEAD_SORT_COLUMNS, sort),
      offset,
      limit,
    });
    return { items, total };
  },
);

export const getInboxLead = staffOperation(
  withScope(ADMIN_ONLY, 'leads:read'),
  async (ctx: StaffContext, id: number): Promise<Lead> => {
    return findLead(ctx, id);
  },
);

export const setLeadStatus = staffOperation(
  withScope(ADMIN_ONLY, 'leads:write'),
  async (ctx: StaffContext, id: number, input: unknown): Promise<Lead> => {
    const { status } = parseInput(leadStatusChangeSchema, input);
    const lead = await findLead(ctx, id);
    if (lead.status === 'SPAM') {
      throw new AppError('This lead is flagged as spam: restore it first', 'CONFLICT', 409);
    }
    lead.status = status;
    await ctx.em.flush();
    return lead;
  },
);

/** Flags a lead as spam by hand; a note says who did it and when. Its contact stays. */
export const markLeadAsSpam = staffOperation(
  withScope(ADMIN_ONLY, 'leads:write'),
  async (ctx: StaffContext, id: number): Promise<Lead> => {
    const lead = await findLead(ctx, id);
    if (lead.status === 'SPAM') return lead;
    signedNote(
      ctx,
      lead,
      `Marked as spam (it was ${LEAD_STATUS_LABELS[lead.status as LeadStatus]}).`,
    );
    lead.status = 'SPAM';
    lead.spamReason = 'STAFF';
    await ctx.em.flush();
    return lead;
  },
);

/**
 * Takes a lead out of spam: it is NEW again, joins its contact (in the same transaction) and
 * a note keeps why it had been flagged. Spam flagged on arrival was never announced, so it is
 * announced now (lead.created); a lead staff marked as spam was announced when it came in.
 */
export const restoreLead = staffOperation(
  withScope(ADMIN_ONLY, 'leads:write'),
  async (ctx: StaffContext, id: number): Promise<Lead> => {
    return ctx.em.transactional(async (em) => {
      const lead = await findLead({ ...ctx, em }, id);
      if (lead.status !== 'SPAM') return lead;
      const reason = lead.spamReason ? SPAM_REASON_LABELS[lead.spamReason] : 'no reason kept';
      const announced = lead.spamReason === 'STAFF';
      lead.status = 'NEW';
      lead.spamReason = null;
      if (!lead.contact) await linkLeadToContact(em, lead);
      signedNote({ ...ctx, em }, lead, `Restored from spam. It had been flagged: ${reason}.`);
      await em.flush();
      if (!announced) {
        await recordLeadCreated(em, lead);
        await em.flush();
      }
      return lead;
    });
  },
);

/** Adds a note signed with the caller's name and the time. */
export const addLeadNote = staffOperation(
  withScope(ADMIN_ONLY, 'leads:write'),
  async (ctx: StaffContext, id: number, input: unknown): Promise<LeadNote> => {
    const { body } = parseInput(leadNoteSchema, input);
    const lead = await findLead(ctx, id);
    const note = signedNote(ctx, lead, body);
    await ctx.em.flush();
    return note;
  },
);

function signedNote(ctx: StaffContext, lead: Lead, body: string): LeadNote {
  return ctx.em.create(LeadNote, {
    lead,
    author: ctx.em.getReference(StaffUser, ctx.viewer.userId),
    authorName: ctx.viewer.name,
    body,
  });
}

/** A lead's notes, oldest first (a conversation reads top down). */
export const listLeadNotes = staffOperation(
  withScope(ADMIN_ONLY, 'leads:read'),
  async (ctx: StaffContext, leadId: number): Promise<LeadNote[]> => {
    return ctx.em.find(LeadNote, { lead: leadId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  },
);

/** Every lead the filter matches, in the inbox's order, up to the export limit. */
export const leadsForExport = staffOperation(
  withScope(ADMIN_ONLY, 'leads:read'),
  async (ctx: StaffContext, filter: unknown): Promise<Lead[]> => {
    const parsed = parseInput(leadInboxFilterSchema, filter);
    return ctx.em.find(Lead, whereOf(parsed), {
      orderBy: orderByOf(LEAD_SORT_COLUMNS, parsed.sort),
      limit: LEAD_EXPORT_MAX_ROWS,
      disableIdentityMap: true,
    });
  },
);

async function findLead(ctx: ServiceContext, id: number): Promise<Lead> {
  const lead = await ctx.em.findOne(Lead, { id });
  if (!lead) throw new NotFoundError(`No lead with id ${id}`);
  return lead;
}
