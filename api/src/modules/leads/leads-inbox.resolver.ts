import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { LeadStatus } from '../../../../common/leads';
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
  markLeadAsSpam,
  restoreLead,
  setLeadStatus,
  type LeadPage,
} from './leads-inbox.service';
import {
  InboxFilterArgs,
  LeadNoteType,
  LeadPageType,
  LeadSortInput,
  LeadStatusEnum,
  LeadType,
} from './leads-inbox.types';

@ArgsType()
class InboxLeadsArgs extends InboxFilterArgs {
  @Field(() => LeadSortInput, { nullable: true, description: 'The order; absent: newest first' })
  sort?: ListSort<LeadSortField> | null;
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

  @Authorized(markLeadAsSpam.access)
  @Mutation(() => LeadType, { description: 'Flags a lead as spam; a note records who did it' })
  markLeadAsSpam(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The lead's id" }) id: string,
  ): Promise<Lead> {
    return markLeadAsSpam(ctx, parseId(id));
  }

  @Authorized(restoreLead.access)
  @Mutation(() => LeadType, {
    description: 'Takes a lead out of spam: NEW again, joined to its contact, with a note',
  })
  restoreLead(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The lead's id" }) id: string,
  ): Promise<Lead> {
    return restoreLead(ctx, parseId(id));
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: 'The contact it belongs to (leads with the same e-mail or mobile); null for spam',
  })
  contactId(@Root() lead: Lead): number | null {
    return lead.contact?.id ?? null;
  }

  @FieldResolver(() => [LeadNoteType], { description: 'Staff notes, oldest first' })
  notes(@Ctx() ctx: ServiceContext, @Root() lead: Lead): Promise<LeadNote[]> {
    return listLeadNotes(ctx, lead.id);
  }
}
