import { createUnionType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  SIGN_IN_CHALLENGE_KINDS,
  type SignInChallengeKind,
  type twoFactorSignInSchema,
} from '../../../../common/two-factor';
import type { GraphQLInputOf } from '../../shared/graphql-input';
import { LoginResultType } from './staff.types';

export const SignInChallengeKindEnum = Object.fromEntries(
  SIGN_IN_CHALLENGE_KINDS.map((kind) => [kind, kind]),
) as { [K in SignInChallengeKind]: K };
registerEnumType(SignInChallengeKindEnum, {
  name: 'SignInChallengeKind',
  description: 'The second step a sign-in needs',
  valuesConfig: {
    CODE_REQUIRED: { description: 'Send a code from the authenticator app (or a recovery code)' },
    ENROLMENT_REQUIRED: {
      description: 'Add the enrolment secret to an app first, then send its code',
    },
  },
});

@ObjectType('TwoFactorEnrolment', {
  description: 'A new TOTP secret to add to an authenticator app',
})
export class TwoFactorEnrolmentType {
  @Field(() => String, { description: 'Base32, for typing in by hand' })
  secret!: string;

  @Field(() => String, { description: 'The otpauth:// address the QR code holds' })
  otpauthUrl!: string;

  @Field(() => String, { description: 'The QR code as an SVG data: URL' })
  qrCodeDataUrl!: string;
}

@ObjectType('TwoFactorChallenge', {
  description: 'The password was right; completeSignIn with a code starts the session',
})
export class TwoFactorChallengeType {
  @Field(() => SignInChallengeKindEnum, { description: 'What the account needs' })
  kind!: SignInChallengeKind;

  @Field(() => String, { description: 'Send it back with the code; good for 10 minutes' })
  challengeToken!: string;

  @Field(() => Date, { description: 'When the challenge token stops working' })
  expiresAt!: Date;

  @Field(() => TwoFactorEnrolmentType, { nullable: true, description: 'For ENROLMENT_REQUIRED' })
  enrolment?: TwoFactorEnrolmentType;
}

export const SignInResultUnion = createUnionType({
  name: 'SignInResult',
  description: 'A session, or the second step the account needs first',
  types: () => [LoginResultType, TwoFactorChallengeType] as const,
  resolveType: (value) => ('challengeToken' in value ? 'TwoFactorChallenge' : 'LoginResult'),
});

@InputType('TwoFactorSignInInput', { description: 'The second step of a sign-in' })
export class TwoFactorSignInInput implements GraphQLInputOf<typeof twoFactorSignInSchema> {
  @Field(() => String, { description: 'From the TwoFactorChallenge' })
  challengeToken!: string;

  @Field(() => String, { description: 'The 6-digit code of the app, or a recovery code' })
  code!: string;
}

@ObjectType('TwoFactorStatus', { description: "The signed-in staff member's two-factor sign-in" })
export class TwoFactorStatusType {
  @Field(() => Boolean, { description: 'Whether sign-in asks for a code' })
  enabled!: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was turned on; null while off' })
  enabledAt!: Date | null;

  @Field(() => Int, { description: 'Recovery codes not used yet' })
  recoveryCodesLeft!: number;

  @Field(() => Boolean, { description: 'Required for this account, so it cannot be turned off' })
  required!: boolean;
}
