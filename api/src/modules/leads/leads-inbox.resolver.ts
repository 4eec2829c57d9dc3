import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { LeadKind, LeadStatus } from '../../../../common/leads';
import type { LeadSortField } from '../../../../common/leads-inbox';
import type { ListSort } from '../../../../common/sorting';
import type { ServiceContext } from '../../shared/context';
import { parseId } from '../../shared/id-arg';
import type { LeadNote } from './lead-note.entity';
import type { Lead } from './lead.entity';
import {
  addLeadNote,
  getInboxLead,
  listInboxLeads,
  listLeadNotes,
  setLeadStatus,
  type LeadPage,
} from './leads-inbox.service';
import {
  LeadKindEnum,
  LeadNoteType,
  LeadPageType,
  LeadSortInput,
  LeadStatusEnum,
  LeadType,
} from './leads-inbox.types';

@ArgsType()
class InboxLeadsArgs {
  @Field(() => LeadKindEnum, { nullable: true, description: 'Only this kind; absent: all' })
  kind?: LeadKind | null;

  @Field(() => LeadStatusEnum, { nullable: true, description: 'Only this status; absent: all' })
  status?: LeadStatus | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Only leads received at or after this: a time with its offset ' +
      '(2026-11-24T09:30:00+05:30) or a day (2026-11-24, from its start in India time)',
  })
  since?: string | null;

  @Field(() => LeadSortInput, { nullable: true, description: 'The order; absent: newest first' })
  sort?: ListSort<LeadSortField> | null;

  @Field(() => Int, { defaultValue: 0, description: 'Leads to skip' })
  offset!: number;

  @Field(() => Int, { defaultValue: 20, description: 'At most 100' })
  limit!: number;
}

/** The Messages screen: the leads inbox with statuses and notes. */
@Resolver(() => LeadType)
export class LeadsInboxResolver {
  @Authorized(listInboxLeads.access)
  @Query(() => LeadPageType, { description: 'Leads of every kind, newest first unless sorted' })
  inboxLeads(
    @Ctx() ctx: ServiceContext,
    @Args(() => InboxLeadsArgs) args: InboxLeadsArgs,
  ): Promise<LeadPage> {
    return listInboxLeads(ctx, args);
  }

  @Authorized(getInboxLead.access)
  @Query(() => LeadType, { description: 'One lead; NOT_FOUND when absent' })
  inboxLead(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The lead's id" }) id: string,
  ): Promise<Lead> {
    return getInboxLead(ctx, parseId(id));
  }

  @Authorized(setLeadStatus.access)
  @Mutation(() => LeadType, { description: 'Moves a lead to another status; answers the lead' })
  setLeadStatus(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The lead's id" }) id: string,
    @Arg('status', () => LeadStatusEnum, { description: 'The new status' }) status: LeadStatus,
  ): Promise<Lead> {
    return setLeadStatus(ctx, parseId(id), { status });
  }

  @Authorized(addLeadNote.access)
  @Mutation(() => LeadNoteType, { description: 'Adds a note signed with your name and the time' })
  addLeadNote(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The lead's id" }) id: string,
    @Arg('body', () => String, { description: "The note's text, at most 2000 characters" })
    body: string,
  ): Promise<LeadNote> {
    return addLeadNote(ctx, parseId(id), { body });
  }

  @FieldResolver(() => [LeadNoteType], { description: 'Staff notes, oldest first' })
  notes(@Ctx() ctx: ServiceContext, @Root() lead: Lead): Promise<LeadNote[]> {
    return listLeadNotes(ctx, lead.id);
  }
}
