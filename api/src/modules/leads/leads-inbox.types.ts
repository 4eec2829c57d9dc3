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
});

export const LeadStatusEnum = Object.fromEntries(
  LEAD_STATUSES.map((status) => [status, status]),
) as {
  [S in LeadStatus]: S;
};
registerEnumType(LeadStatusEnum, {
  name: 'LeadStatus',
  description: 'Where staff are with a lead; every new one is NEW',
});

@ObjectType('LeadNote', { description: 'A staff note on a lead, with its author and time' })
export class LeadNoteType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  authorName!: string;

  @Field(() => String)
  body!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('Lead', { description: 'An enquiry a visitor sent, as staff see it in the inbox' })
export class LeadType {
  @Field(() => ID)
  id!: number;

  @Field(() => LeadKindEnum)
  kind!: LeadKind;

  @Field(() => LeadStatusEnum)
  status!: LeadStatus;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  mobile!: string | null;

  @Field(() => String, { nullable: true })
  subject!: string | null;

  @Field(() => String, { nullable: true })
  message!: string | null;

  @Field(() => String, { nullable: true })
  businessName!: string | null;

  @Field(() => ChatService, { nullable: true, description: 'Chosen in the chat widget' })
  service!: ChatServiceKey | null;

  @Field(() => String, { nullable: true, description: 'The site page it was sent from' })
  pagePath!: string | null;

  @Field(() => String, { description: 'What the visitor agreed to when sending' })
  consentNote!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('LeadPage')
export class LeadPageType extends PageOf(LeadType) {}

export const LeadSortInput = sortInput(LEAD_SORT, 'LeadSort', 'The order of the inbox');
