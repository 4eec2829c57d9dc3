import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../shared/auth/graphql-context';
import type { ServiceContext } from '../../shared/context';
import { parseId } from '../../shared/id-arg';
import { StaffAccountInput, StaffUsersArgs } from './staff.inputs';
import {
  createStaffAccount,
  currentStaffUser,
  listStaffAccounts,
  resetStaffPassword,
  setStaffAccountDisabled,
  signOut,
} from './staff.service';
import type { StaffUser } from './staff-user.entity';
import { StaffUserPageType, StaffUserType } from './staff.types';

@Resolver()
export class StaffResolver {
  @Mutation(() => Boolean, { description: 'Ends the current session (cookie or bearer token)' })
  async logout(@Ctx() ctx: GraphqlContext): Promise<boolean> {
    await signOut(ctx);
    ctx.sessionCookie?.clear();
    return true;
  }

  @Query(() => StaffUserType, { nullable: true, description: 'The signed-in staff member' })
  me(@Ctx() ctx: ServiceContext): Promise<StaffUser | null> {
    return currentStaffUser(ctx);
  }

  @Authorized(listStaffAccounts.access)
  @Query(() => StaffUserPageType, {
    description: 'Staff accounts of every role, newest first unless sorted',
  })
  staffUsers(
    @Ctx() ctx: ServiceContext,
    @Args(() => StaffUsersArgs) args: StaffUsersArgs,
  ): Promise<{ items: StaffUser[]; total: number }> {
    return listStaffAccounts(ctx, {
      role: args.role,
      sort: args.sort,
      offset: Math.max(args.offset, 0),
      limit: Math.min(Math.max(args.limit, 1), 100),
    });
  }

  @Authorized(createStaffAccount.access)
  @Mutation(() => StaffUserType, { description: 'Creates a staff account of any role' })
  createStaffUser(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => StaffAccountInput, { description: "The account's fields" })
    input: StaffAccountInput,
  ): Promise<StaffUser> {
    return createStaffAccount(ctx, input);
  }

  @Authorized(setStaffAccountDisabled.access)
  @Mutation(() => StaffUserType, { description: 'Disabling ends the account’s sessions at once' })
  setStaffUserDisabled(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The account's id" }) id: string,
    @Arg('disabled', () => Boolean, { description: 'true disables the account, false enables it' })
    disabled: boolean,
  ): Promise<StaffUser> {
    return setStaffAccountDisabled(ctx, parseId(id), disabled);
  }

  @Authorized(resetStaffPassword.access)
  @Mutation(() => StaffUserType, {
    description: 'Sets a new password; ends the account’s sessions',
  })
  resetStaffUserPassword(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The account's id" }) id: string,
    @Arg('password', () => String, { description: 'The new password, at least 8 characters' })
    password: string,
  ): Promise<StaffUser> {
    return resetStaffPassword(ctx, parseId(id), { password });
  }
}
