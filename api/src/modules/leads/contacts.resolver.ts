import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  ID,
  Int,
  Query,
  Resolver,
} from 'type-graphql';
import type { LeadKind, LeadStatus } from '../../../../common/leads';
import type { BackofficeContributor } from '../../shared/backoffice-contributor';
import type { ServiceContext } from '../../shared/context';
import { parseId } from '../../shared/id-arg';
import {
  getInboxContact,
  listInboxContacts,
  listLeadSources,
  type ContactSummary,
  type ContactView,
} from './contacts-inbox.service';
import { ContactPageType, ContactType, LeadKindEnum, LeadStatusEnum } from './leads-inbox.types';

@ArgsType()
class InboxContactsArgs {
  @Field(() => LeadKindEnum, { nullable: true })
  kind?: LeadKind | null;

  @Field(() => LeadStatusEnum, { nullable: true, description: 'Absent: every status but SPAM' })
  status?: LeadStatus | null;

  @Field(() => String, { nullable: true })
  source?: string | null;

  @Field(() => Int, { defaultValue: 0 })
  offset!: number;

  @Field(() => Int, { defaultValue: 20, description: 'At most 100' })
  limit!: number;
}

/**
 * The inbox grouped by contact, one contact's history, and the sources leads came from. The
 * history also lists what other modules keep for the same person (applications, orders): the
 * composition root hands their contributions in, so this module imports none of them.
 */
@Resolver(() => ContactType)
export class ContactsResolver {
  constructor(private readonly contributors: readonly BackofficeContributor[] = []) {}

  @Authorized(listInboxContacts.access)
  @Query(() => ContactPageType, {
    description: 'Contacts with leads matching the filters, the latest lead first',
  })
  inboxContacts(
    @Ctx() ctx: ServiceContext,
    @Args(() => InboxContactsArgs) args: InboxContactsArgs,
  ): Promise<{ items: ContactSummary[]; total: number }> {
    return listInboxContacts(ctx, args);
  }

  @Authorized(getInboxContact.access)
  @Query(() => ContactType, { description: 'One contact with its history; NOT_FOUND when absent' })
  inboxContact(@Ctx() ctx: ServiceContext, @Arg('id', () => ID) id: string): Promise<ContactView> {
    return getInboxContact(ctx, parseId(id), this.contributors);
  }

  @Authorized(listLeadSources.access)
  @Query(() => [String], { description: 'The sources of the inbox leads (not spam), A to Z' })
  leadSources(@Ctx() ctx: ServiceContext): Promise<string[]> {
    return listLeadSources(ctx);
  }
}
