import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import { TwoFactorEnrolmentType, TwoFactorStatusType } from './sign-in.types';
import type { TotpEnrolment } from './totp';
import {
  beginTwoFactorEnrolment,
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  twoFactorStatus,
  type TwoFactorStatus,
} from './two-factor.service';

/** A staff member's own two-factor sign-in (the Account page). */
@Resolver()
export class TwoFactorResolver {
  @Authorized(twoFactorStatus.access)
  @Query(() => TwoFactorStatusType)
  twoFactorStatus(@Ctx() ctx: ServiceContext): Promise<TwoFactorStatus> {
    return twoFactorStatus(ctx);
  }

  @Authorized(beginTwoFactorEnrolment.access)
  @Mutation(() => TwoFactorEnrolmentType, {
    description: 'A new secret to scan; confirmTwoFactorEnrolment with its code turns it on',
  })
  beginTwoFactorEnrolment(@Ctx() ctx: ServiceContext): Promise<TotpEnrolment> {
    return beginTwoFactorEnrolment(ctx);
  }

  @Authorized(confirmTwoFactorEnrolment.access)
  @Mutation(() => [String], {
    description: 'Turns two-factor sign-in on; answers the recovery codes, shown only this once',
  })
  confirmTwoFactorEnrolment(
    @Ctx() ctx: ServiceContext,
    @Arg('code', () => String, {
      description: 'The first 6-digit code the app shows for the new secret',
    })
    code: string,
  ): Promise<string[]> {
    return confirmTwoFactorEnrolment(ctx, { code });
  }

  @Authorized(regenerateRecoveryCodes.access)
  @Mutation(() => [String], { description: 'Replaces every recovery code; needs a current code' })
  regenerateRecoveryCodes(
    @Ctx() ctx: ServiceContext,
    @Arg('code', () => String, {
      description: 'A 6-digit code from the authenticator app (or a recovery code)',
    })
    code: string,
  ): Promise<string[]> {
    return regenerateRecoveryCodes(ctx, { code });
  }

  @Authorized(disableTwoFactor.access)
  @Mutation(() => TwoFactorStatusType, { description: 'Turns it off; needs a current code' })
  disableTwoFactor(
    @Ctx() ctx: ServiceContext,
    @Arg('code', () => String, {
      description: 'A 6-digit code from the authenticator app (or a recovery code)',
    })
    code: string,
  ): Promise<TwoFactorStatus> {
    return disableTwoFactor(ctx, { code });
  }
}
