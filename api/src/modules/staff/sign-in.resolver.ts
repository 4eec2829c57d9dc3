import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../shared/auth/graphql-context';
import { AppError } from '../../shared/errors';
import {
  completeSignIn,
  signIn,
  type SignedInWithCode,
  type SignInChallenge,
} from './sign-in.service';
import { SignInResultUnion, TwoFactorSignInInput } from './sign-in.types';
import type { SignedIn } from './staff-sessions';
import { LoginInput } from './staff.inputs';
import { LoginResultType } from './staff.types';

const SECOND_STEP_MESSAGE =
  'This account signs in with a second step: use the signIn mutation, then completeSignIn';

/** Signing in to a staff area: one step, or two with two-factor sign-in. */
@Resolver()
export class SignInResolver {
  @Mutation(() => SignInResultUnion, {
    description:
      'Signs in to one staff area: a session (the cookie is set), or the two-factor step it needs first',
  })
  async signIn(
    @Ctx() ctx: GraphqlContext,
    @Arg('input', () => LoginInput, { description: "The account's fields" }) input: LoginInput,
  ): Promise<SignedIn | SignInChallenge> {
    const outcome = await signIn(ctx, input);
    if ('challenge' in outcome) return outcome.challenge;
    return withCookie(ctx, outcome.session);
  }

  @Mutation(() => LoginResultType, {
    description: 'The second step of signIn: a code for the challenge; sets the session cookie',
  })
  async completeSignIn(
    @Ctx() ctx: GraphqlContext,
    @Arg('input', () => TwoFactorSignInInput, { description: 'The challenge token and a code' })
    input: TwoFactorSignInInput,
  ): Promise<SignedInWithCode> {
    return withCookie(ctx, await completeSignIn(ctx, input));
  }

  @Mutation(() => LoginResultType, {
    description: 'Signs in to one staff area; sets the session cookie and answers the token',
    deprecationReason: 'Use signIn, which also asks for a two-factor code when the account has one',
  })
  async login(
    @Ctx() ctx: GraphqlContext,
    @Arg('input', () => LoginInput, { description: "The account's fields" }) input: LoginInput,
  ): Promise<SignedIn> {
    const outcome = await signIn(ctx, input);
    if ('challenge' in outcome) throw new AppError(SECOND_STEP_MESSAGE, 'TWO_FACTOR_REQUIRED', 401);
    return withCookie(ctx, outcome.session);
  }
}

function withCookie<T extends SignedIn>(ctx: GraphqlContext, signedIn: T): T {
  ctx.sessionCookie?.set(signedIn.token, signedIn.remember ? signedIn.expiresAt : undefined);
  return signedIn;
}
