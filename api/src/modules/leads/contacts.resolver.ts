import { Arg, Args, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
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
import { ContactPageType, ContactType, InboxFilterArgs } from './leads-inbox.types';

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
    @Args(() => InboxFilterArgs) args: InboxFilterArgs,
  ): Promise<{ items: ContactSummary[]; total: number }> {
    return listInboxContacts(ctx, args);
  }

  @Authorized(getInboxContact.access)
  @Query(() => ContactType, { description: 'One contact with its history; NOT_FOUND when absent' })
  inboxContact(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The contact's id" }) id: string,
  ): Promise<ContactView> {
    return getInboxContact(ctx, parseId(id), this.contributors);
  }

  @Authorized(listLeadSources.access)
  @Query(() => [String], { description: 'The sources of the inbox leads (not spam), A to Z' })
  leadSources(@Ctx() ctx: ServiceContext): Promise<string[]> {
    return listLeadSources(ctx);
  }
}
