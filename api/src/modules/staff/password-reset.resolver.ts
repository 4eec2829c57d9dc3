import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { STAFF_AREAS, type StaffRole, type passwordResetSchema } from '../../../../common/staff';
import type { ServiceContext } from '../../shared/context';
import type { GraphQLInputOf } from '../../shared/graphql-input';
import { requestPasswordReset, resetPasswordWithToken } from './password-reset.service';
import { StaffRoleEnum } from './staff.types';

@InputType('PasswordResetInput', { description: "A reset link's token and the new password" })
export class PasswordResetInput implements GraphQLInputOf<typeof passwordResetSchema> {
  @Field(() => String, { description: "The token from the reset e-mail's link" })
  token!: string;

  @Field(() => String, { description: 'At least 8 characters' })
  password!: string;
}

@ObjectType('PasswordResetResult', { description: 'The password was changed' })
export class PasswordResetResultType {
  @Field(() => StaffRoleEnum, { description: "The account's role" })
  role!: StaffRole;

  @Field(() => String, { description: "The account's sign-in page" })
  loginPath!: string;
}

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, {
    description:
      'Sends a password reset link if a staff account uses the address; answers true either way',
  })
  async requestPasswordReset(
    @Ctx() ctx: ServiceContext,
    @Arg('email', () => String, { description: "The staff account's e-mail address" })
    email: string,
  ): Promise<boolean> {
    await requestPasswordReset(ctx, { email });
    return true;
  }

  @Mutation(() => PasswordResetResultType, {
    description: 'Sets a new password with a reset link’s token; ends every session of the account',
  })
  async resetPassword(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => PasswordResetInput, { description: 'The token and the new password' })
    input: PasswordResetInput,
  ): Promise<{ role: StaffRole; loginPath: string }> {
    const { role } = await resetPasswordWithToken(ctx, input);
    return { role, loginPath: STAFF_AREAS[role].loginPath };
  }
}
