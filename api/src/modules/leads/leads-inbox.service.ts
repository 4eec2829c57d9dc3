import { ADMIN_ONLY, withScope } from '../../../../common/access';
import type { ObjectQuery } from '@mikro-orm/core';
import { LEAD_STATUSES } from '../../../../common/leads';
import {
  LEAD_EXPORT_MAX_ROWS,
  leadInboxFilterSchema,
  leadInboxPageSchema,
  leadNoteSchema,
  leadStatusChangeSchema,
  type LeadSortField,
} from '../../../../common/leads-inbox';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError } from '../../shared/errors';
import { byProperties, byRank, byText, orderByOf, type SortColumns } from '../../shared/list-sort';
import { parseInput } from '../../shared/validation';
import { StaffUser } from '../staff/staff.public';
import { LeadNote } from './lead-note.entity';
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

function whereOf(filter: {
  kind?: Lead['kind'] | undefined;
  status?: Lead['status'] | undefined;
  since?: Date | undefined;
}) {
  const where: ObjectQuery<Lead> = {};
  if (filter.kind) where.kind = filter.kind;
  if (filter.status) where.status = filter.status;
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
    lead.status = status;
    await ctx.em.flush();
    return lead;
  },
);

/** Adds a note signed with the caller's name and the time. */
export const addLeadNote = staffOperation(
  withScope(ADMIN_ONLY, 'leads:write'),
  async (ctx: StaffContext, id: number, input: unknown): Promise<LeadNote> => {
    const { body } = parseInput(leadNoteSchema, input);
    const lead = await findLead(ctx, id);
    const note = ctx.em.create(LeadNote, {
      lead,
      author: ctx.em.getReference(StaffUser, ctx.viewer.userId),
      authorName: ctx.viewer.name,
      body,
    });
    await ctx.em.flush();
    return note;
  },
);

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
