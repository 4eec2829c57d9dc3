import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import { parseId } from '../../shared/id-arg';
import type { Redirect } from './redirect.entity';
import {
  createRedirect,
  deleteRedirect,
  listRedirects,
  REDIRECT_PAGE_SIZE_MAX,
  updateRedirect,
  type RedirectPage,
} from './redirects.service';
import { RedirectInput, RedirectPageType, RedirectType } from './redirects.types';

/** The back office's Redirects screen. */
@Resolver(() => RedirectType)
export class RedirectsResolver {
  @Authorized(listRedirects.access)
  @Query(() => RedirectPageType, { description: 'Every redirect, most recently changed first' })
  redirects(
    @Ctx() ctx: ServiceContext,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Redirects to skip' })
    offset: number,
    @Arg('limit', () => Int, {
      defaultValue: 100,
      description: `At most ${REDIRECT_PAGE_SIZE_MAX}`,
    })
    limit: number,
  ): Promise<RedirectPage> {
    return listRedirects(ctx, { offset, limit });
  }

  @Authorized(createRedirect.access)
  @Mutation(() => RedirectType, {
    description: 'Adds a redirect; one that would loop is refused, chains are collapsed',
  })
  createRedirect(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => RedirectInput, { description: 'The old address and where it leads' })
    input: RedirectInput,
  ): Promise<Redirect> {
    return createRedirect(ctx, input);
  }

  @Authorized(updateRedirect.access)
  @Mutation(() => RedirectType, { description: 'Changes a redirect (same rules as adding one)' })
  updateRedirect(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The redirect's id" }) id: string,
    @Arg('input', () => RedirectInput, { description: 'The old address and where it leads' })
    input: RedirectInput,
  ): Promise<Redirect> {
    return updateRedirect(ctx, parseId(id), input);
  }

  @Authorized(deleteRedirect.access)
  @Mutation(() => ID, { description: 'Deletes a redirect; answers its id' })
  deleteRedirect(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The redirect's id" }) id: string,
  ): Promise<number> {
    return deleteRedirect(ctx, parseId(id));
  }
}
