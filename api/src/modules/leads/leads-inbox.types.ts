import { PageOf } from '../../shared/graphql-page';
import { sortInput } from '../../shared/graphql-sort';
import { LEAD_SORT } from '../../../../common/leads-inbox';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LEAD_KINDS, LEAD_STATUSES, SPAM_REASONS } from '../../../../common/leads';
import type { ChatServiceKey, LeadKind, LeadStatus, SpamReason } from '../../../../common/leads';
import type { Attribution } from '../../../../common/attribution';
import { AttributionType } from '../../shared/graphql-attribution';
import { ChatService } from './leads.types';

export const LeadKindEnum = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, kind])) as {
  [K in LeadKind]: K;
};
registerEnumType(LeadKindEnum, {
  name: 'LeadKind',
  description: 'CONTACT: contact page, PROJECT: Start a Project form, CHAT: chat widget',
  valuesConfig: {
    CONTACT: { description: "The contact page's message form" },
    PROJECT: { description: "The 'Start a Project' form" },
    CHAT: { description: 'The chat widget' },
  },
});

export const LeadStatusEnum = Object.fromEntries(
  LEAD_STATUSES.map((status) => [status, status]),
) as {
  [S in LeadStatus]: S;
};
registerEnumType(LeadStatusEnum, {
  name: 'LeadStatus',
  description:
    'Where staff are with a lead; every new one is NEW. SPAM: kept but flagged (see spamReason), out of the inbox unless asked for',
  valuesConfig: {
    NEW: { description: 'Nobody has answered yet' },
    CONTACTED: { description: 'Staff have written or called' },
    QUALIFIED: { description: 'A real prospect' },
    WON: { description: 'Became a customer' },
    LOST: { description: 'Went nowhere' },
    SPAM: { description: 'Kept but flagged; out of the inbox unless asked for' },
  },
});

export const SpamReasonEnum = Object.fromEntries(
  SPAM_REASONS.map((reason) => [reason, reason]),
) as {
  [R in SpamReason]: R;
};
registerEnumType(SpamReasonEnum, {
  name: 'SpamReason',
  description: 'Why a lead was flagged as spam',
  valuesConfig: {
    HONEYPOT: { description: 'The hidden field only bots fill was filled' },
    RATE_LIMITED: { description: 'Sent past the per-visitor limit' },
    STAFF: { description: 'Marked as spam by staff' },
  },
});

@ObjectType('LeadNote', { description: 'A staff note on a lead, with its author and time' })
export class LeadNoteType {
  @Field(() => ID, { description: "The note's id" })
  id!: number;

  @Field(() => String, { description: 'The staff member who wrote it' })
  authorName!: string;

  @Field(() => String, { description: "The note's text" })
  body!: string;

  @Field(() => Date, { description: 'When it was written' })
  createdAt!: Date;
}

@ObjectType('Lead', { description: 'An enquiry a visitor sent, as staff see it in the inbox' })
export class LeadType {
  @Field(() => ID, { description: "The lead's id" })
  id!: number;

  @Field(() => LeadKindEnum, { description: 'Which form it came from' })
  kind!: LeadKind;

  @Field(() => LeadStatusEnum, { description: 'Where staff are with it' })
  status!: LeadStatus;

  @Field(() => String, { description: "The sender's name" })
  name!: string;

  @Field(() => String, { description: "The sender's e-mail address" })
  email!: string;

  @Field(() => String, {
    nullable: true,
    description: "The sender's mobile number (project requests and chat leads)",
  })
  mobile!: string | null;

  @Field(() => String, { nullable: true, description: 'The subject (contact messages)' })
  subject!: string | null;

  @Field(() => String, { nullable: true, description: 'The message (contact messages)' })
  message!: string | null;

  @Field(() => String, { nullable: true, description: "The sender's business (project requests)" })
  businessName!: string | null;

  @Field(() => ChatService, { nullable: true, description: 'Chosen in the chat widget' })
  service!: ChatServiceKey | null;

  @Field(() => String, { nullable: true, description: 'The site page it was sent from' })
  pagePath!: string | null;

  @Field(() => String, { description: 'What the visitor agreed to when sending' })
  consentNote!: string;

  @Field(() => SpamReasonEnum, { nullable: true, description: 'Why it is SPAM; null otherwise' })
  spamReason!: SpamReason | null;

  @Field(() => String, {
    nullable: true,
    description: 'The source it is counted under (utm_source, referring site or direct)',
  })
  source!: string | null;

  @Field(() => AttributionType, { nullable: true, description: 'Where the visitor came from' })
  attribution!: Attribution | null;

  @Field(() => Date, { description: 'When it was received' })
  createdAt!: Date;
}

@ObjectType('LeadPage', { description: 'One page of the leads inbox' })
export class LeadPageType extends PageOf(LeadType) {}

export const LeadSortInput = sortInput(LEAD_SORT, 'LeadSort', 'The order of the inbox');

@ObjectType('ContactHistoryEntry', {
  description: 'Something a contact sent: a lead, or an application or order with their details',
})
export class ContactHistoryEntryType {
  @Field(() => String, { description: 'LEAD, APPLICATION or ORDER' })
  kind!: string;

  @Field(() => ID, { description: "The lead's, application's or order's id" })
  id!: number;

  @Field(() => String, { description: 'What it was, in a line' })
  title!: string;

  @Field(() => String, { description: 'Its status in staff words' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Where the person came from that time' })
  source!: string | null;

  @Field(() => Date, { description: 'When it was sent' })
  at!: Date;

  @Field(() => String, { description: 'Where it opens in the back office' })
  link!: string;
}

@ObjectType('ContactSummary', {
  description: 'A contact in the inbox grouped by contact, with its leads matching the filters',
})
export class ContactSummaryType {
  @Field(() => ID, { description: "The contact's id" })
  id!: number;

  @Field(() => String, { description: 'The name in the latest lead' })
  name!: string;

  @Field(() => [String], { description: 'Lower-case e-mail addresses' })
  emails!: string[];

  @Field(() => [String], { description: '10-digit mobile numbers' })
  mobiles!: string[];

  @Field(() => Int, { description: 'Leads matching the filters' })
  leadCount!: number;

  @Field(() => Date, { description: 'When the latest of those leads arrived' })
  latestAt!: Date;
}

@ObjectType('ContactPage', { description: 'One page of the inbox grouped by contact' })
export class ContactPageType extends PageOf(ContactSummaryType) {}

@ObjectType('Contact', {
  description: 'One person behind leads with the same e-mail or mobile, with their history',
})
export class ContactType {
  @Field(() => ID, { description: "The contact's id" })
  id!: number;

  @Field(() => String, { description: 'The name in the latest lead' })
  name!: string;

  @Field(() => [String], { description: 'Lower-case e-mail addresses' })
  emails!: string[];

  @Field(() => [String], { description: '10-digit mobile numbers' })
  mobiles!: string[];

  @Field(() => Date, { description: 'When it was made, with the first of their leads' })
  createdAt!: Date;

  @Field(() => [ContactHistoryEntryType], { description: 'Everything they sent, newest first' })
  history!: ContactHistoryEntryType[];
}

/** The inbox's filters and page, as the lead list and the contact list both take them. */
@ArgsType()
export class InboxFilterArgs {
  @Field(() => LeadKindEnum, { nullable: true, description: 'Only this kind; absent: all' })
  kind?: LeadKind | null;

  @Field(() => LeadStatusEnum, {
    nullable: true,
    description: 'Absent: every status but SPAM; SPAM shows the spam kept',
  })
  status?: LeadStatus | null;

  @Field(() => String, { nullable: true, description: 'Only leads counted under this source' })
  source?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Only leads received at or after this: a time with its offset ' +
      '(2026-11-24T09:30:00+05:30) or a day (2026-11-24, from its start in India time)',
  })
  since?: string | null;

  @Field(() => Int, { defaultValue: 0, description: 'Entries to skip' })
  offset!: number;

  @Field(() => Int, { defaultValue: 20, description: 'At most 100' })
  limit!: number;
}
