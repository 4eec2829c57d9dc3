import type { QBFilterQuery } from '@mikro-orm/sql';
import { raw } from '@mikro-orm/sql';
import { ADMIN_LINKS } from '../../../../common/backoffice';
import { ADMIN_ONLY, withScope } from '../../../../common/access';
import type { LeadStatus } from '../../../../common/leads';
import {
  contactInboxPageSchema,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
} from '../../../../common/leads-inbox';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type {
  ContactDetails,
  ContactHistoryEntry,
  BackofficeContributor,
} from '../../shared/backoffice-contributor';
import { NotFoundError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import { Contact, ContactIdentity } from './contact.entity';
import { Lead } from './lead.entity';
import { whereOf } from './leads-inbox.service';

/** A contact as the inbox lists it when grouped: who, and their leads that match the filters. */
export interface ContactSummary extends ContactDetails {
  id: number;
  name: string;
  leadCount: number;
  latestAt: Date;
}

/** One contact in full: who, and everything they sent, newest first. */
export interface ContactView extends ContactDetails {
  id: number;
  name: string;
  createdAt: Date;
  history: ContactHistoryEntry[];
}

/** The most entries of each kind a contact view lists. */
const HISTORY_LIMIT = 100;

/**
 * The inbox grouped by contact: each contact with leads matching the filters (spam left out
 * unless asked for), the one with the latest such lead first.
 */
export const listInboxContacts = staffOperation(
  withScope(ADMIN_ONLY, 'leads:read'),
  async (
    ctx: StaffContext,
    input: unknown,
  ): Promise<{ items: ContactSummary[]; total: number }> => {
    const { offset, limit, ...filter } = parseInput(contactInboxPageSchema, input);
    const where = { ...whereOf(filter), contact: { $ne: null } } as QBFilterQuery<Lead>;
    const rows = await ctx.em
      .createQueryBuilder(Lead, 'lead')
      .select([
        raw('lead.contact_id as contact_id'),
        raw('count(*) as lead_count'),
        raw('max(lead.created_at) as latest_at'),
      ])
      .where(where)
      .groupBy('lead.contact')
      .orderBy({ [raw('max(lead.created_at)')]: 'desc', [raw('lead.contact_id')]: 'desc' })
      .offset(offset)
      .limit(limit)
      .execute<{ contact_id: number; lead_count: string; latest_at: Date | string }[]>(
        'all',
        false,
      );
    const [count] = await ctx.em
      .createQueryBuilder(Lead, 'lead')
      .select(raw('count(distinct lead.contact_id) as total'))
      .where(where)
      .execute<{ total: string }[]>('all', false);
    const people = await contactsWithDetails(
      ctx,
      rows.map((row) => row.contact_id),
    );
    const items = rows.flatMap((row) => {
      const person = people.get(row.contact_id);
      if (!person) return [];
      return [
        {
          ...person,
          leadCount: Number(row.lead_count),
          latestAt: new Date(row.latest_at),
        },
      ];
    });
    return { items, total: Number(count?.total ?? 0) };
  },
);

/**
 * One contact with its history: every lead linked to it, and what the other modules keep for
 * the same e-mail addresses and mobiles (applications, orders), newest first.
 */
export const getInboxContact = staffOperation(
  withScope(ADMIN_ONLY, 'leads:read'),
  async (
    ctx: StaffContext,
    id: number,
    others: readonly BackofficeContributor[],
  ): Promise<ContactView> => {
    const person = (await contactsWithDetails(ctx, [id])).get(id);
    if (!person) throw new NotFoundError(`No contact with id ${id}`);
    const leads = await ctx.em.find(
      Lead,
      { contact: id },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY_LIMIT },
    );
    const elsewhere = await Promise.all(
      others.flatMap((module) =>
        module.contactHistory ? [module.contactHistory(ctx, person, HISTORY_LIMIT)] : [],
      ),
    );
    const history = [...leads.map(leadEntry), ...elsewhere.flat()].sort(
      (a, b) => b.at.getTime() - a.at.getTime(),
    );
    return { ...person, history };
  },
);

function leadEntry(lead: Lead): ContactHistoryEntry {
  const about = lead.subject ?? lead.businessName ?? lead.service?.replace(/_/g, ' ');
  return {
    kind: 'LEAD',
    id: lead.id,
    title: about ? `${LEAD_KIND_LABELS[lead.kind]}: ${about}` : LEAD_KIND_LABELS[lead.kind],
    status: LEAD_STATUS_LABELS[lead.status as LeadStatus],
    source: lead.source ?? null,
    at: lead.createdAt,
    link: ADMIN_LINKS.lead(lead.id),
  };
}

type Person = ContactDetails & { id: number; name: string; createdAt: Date };

/** The contacts with their e-mail addresses and mobiles, by id. */
async function contactsWithDetails(ctx: StaffContext, ids: number[]): Promise<Map<number, Person>> {
  if (!ids.length) return new Map();
  const [contacts, identities] = await Promise.all([
    ctx.em.find(Contact, { id: { $in: ids } }),
    ctx.em.find(ContactIdentity, { contact: { $in: ids } }, { orderBy: { id: 'asc' } }),
  ]);
  const people = new Map<number, Person>(
    contacts.map((contact) => [
      contact.id,
      { id: contact.id, name: contact.name, createdAt: contact.createdAt, emails: [], mobiles: [] },
    ]),
  );
  for (const identity of identities) {
    const person = people.get(identity.contact.id);
    if (!person) continue;
    (identity.kind === 'EMAIL' ? person.emails : person.mobiles).push(identity.value);
  }
  return people;
}

/** The sources the inbox's leads came from (spam left out), for the source filter. */
export const listLeadSources = staffOperation(
  withScope(ADMIN_ONLY, 'leads:read'),
  async (ctx: StaffContext): Promise<string[]> => {
    const rows = await ctx.em
      .createQueryBuilder(Lead, 'lead')
      .select(raw('distinct lead.source as source'))
      .where({ source: { $ne: null }, status: { $ne: 'SPAM' } })
      .orderBy({ [raw('lead.source')]: 'asc' })
      .execute<{ source: string }[]>('all', false);
    return rows.map((row) => row.source);
  },
);
