import { PageOf } from '../../shared/graphql-page';
import { sortInput } from '../../shared/graphql-sort';
import { LEAD_SORT } from '../../../../common/leads-inbox';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { LEAD_KINDS, LEAD_STATUSES } from '../../../../common/leads';
import type { ChatServiceKey, LeadKind, LeadStatus } from '../../../../common/leads';
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
  description: 'Where staff are with a lead; every new one is NEW',
  valuesConfig: {
    NEW: { description: 'Nobody has answered yet' },
    CONTACTED: { description: 'Staff have written or called' },
    QUALIFIED: { description: 'A real prospect' },
    WON: { description: 'Became a customer' },
    LOST: { description: 'Went nowhere' },
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

  @Field(() => Date, { description: 'When it was received' })
  createdAt!: Date;
}

@ObjectType('LeadPage', { description: 'One page of the leads inbox' })
export class LeadPageType extends PageOf(LeadType) {}

export const LeadSortInput = sortInput(LEAD_SORT, 'LeadSort', 'The order of the inbox');
