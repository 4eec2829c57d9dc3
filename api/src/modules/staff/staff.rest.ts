import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  SIGN_IN_CHALLENGE_KINDS,
  TWO_FACTOR_CODE_PROMPT,
  twoFactorSignInSchema,
} from '../../../../common/two-factor';
import {
  loginSchema,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordResetRequestSchema,
  passwordResetSchema,
  STAFF_AREAS,
  type StaffRole,
} from '../../../../common/staff';
import { serviceContext } from '../../shared/rest';
import { jsonAnswer, RATE_LIMITED, restErrorSchema, isoDateTime } from '../../shared/rest-docs';
import type { RestRoute } from '../../shared/rest-routes';
import { requestPasswordReset, resetPasswordWithToken } from './password-reset.service';
import { completeSignIn, signIn, type SignInChallenge } from './sign-in.service';

const sessionAnswerSchema = z.object({
  token: z.string().meta({ description: 'Send it as `Authorization: Bearer <token>`' }),
  expiresAt: isoDateTime(),
});

const challengeAnswerSchema = z.object({
  message: z.string(),
  challenge: z.enum(SIGN_IN_CHALLENGE_KINDS),
  challengeToken: z.string().meta({ description: 'Send it with the code to finish signing in' }),
  expiresAt: isoDateTime(),
  enrolment: z
    .object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() })
    .optional()
    .meta({ description: 'Only for ENROLMENT_REQUIRED: the secret to add to an app' }),
});

/**
 * The original's three login calls, one per area: `{ token }` on success, `{ message }` with 401
 * (or 429 when rate limited) on failure, through the same service as GraphQL. An account with
 * two-factor sign-in answers `{ challenge, challengeToken, ... }` instead, and the token comes
 * from /v1/staff/login/two-factor with a code.
 */
export const staffRestRoutes: RestRoute[] = [
  loginRoute('/v1/userAdmin', 'ADMIN', 'Sign in as an admin'),
  loginRoute('/v1/emplyeers/adminsemployee/login', 'EMPLOYER', 'Sign in as an employer'),
  loginRoute('/v1/emplyeers/admins/employeelogin', 'MARKETING', 'Sign in as marketing staff'),
  {
    method: 'post',
    path: '/v1/staff/login/two-factor',
    access: completeSignIn.access,
    answersCaller: true,
    summary: 'Finish a two-factor sign-in',
    description:
      'Sends the challenge token a login answered and a code from the authenticator app (or a ' +
      'recovery code); answers the session. After an enrolment it also answers the recovery ' +
      'codes, shown once.',
    request: { body: { type: 'application/json', schema: twoFactorSignInSchema } },
    responses: {
      200: jsonAnswer(
        'Signed in',
        sessionAnswerSchema.extend({
          recoveryCodes: z
            .array(z.string())
            .optional()
            .meta({ description: 'Only after an enrolment: one-time codes, shown once' }),
        }),
      ),
      401: jsonAnswer('Wrong code, or the sign-in expired', restErrorSchema),
      ...RATE_LIMITED,
    },
    handler: async (req, res) => {
      const signedIn = await completeSignIn(serviceContext(res), bodyOf(req));
      res.json({
        token: signedIn.token,
        expiresAt: signedIn.expiresAt.toISOString(),
        ...(signedIn.recoveryCodes ? { recoveryCodes: signedIn.recoveryCodes } : {}),
      });
    },
  },
  {
    method: 'post',
    path: '/v1/staff/password-reset',
    access: requestPasswordReset.access,
    summary: 'Ask for a password reset link',
    description:
      'E-mails a link to choose a new password when a staff account uses the address; the ' +
      'answer is the same either way, so it tells nobody which addresses have accounts.',
    request: { body: { type: 'application/json', schema: passwordResetRequestSchema } },
    responses: {
      202: jsonAnswer('Accepted', z.object({ message: z.string() })),
      ...RATE_LIMITED,
    },
    handler: async (req, res) => {
      await requestPasswordReset(serviceContext(res), bodyOf(req));
      res.status(202).json({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    },
  },
  {
    method: 'post',
    path: '/v1/staff/password-reset/complete',
    access: resetPasswordWithToken.access,
    summary: 'Choose a new password with a reset link',
    description:
      "Sends the link's token and the new password; the link then stops working and the " +
      "account's sessions end.",
    request: { body: { type: 'application/json', schema: passwordResetSchema } },
    responses: {
      200: jsonAnswer(
        'Password changed',
        z.object({
          message: z.string(),
          loginPath: z.string().meta({ description: "The account's sign-in page" }),
        }),
      ),
    },
    handler: async (req, res) => {
      const { role } = await resetPasswordWithToken(serviceContext(res), bodyOf(req));
      res.json({ message: PASSWORD_CHANGED_MESSAGE, loginPath: STAFF_AREAS[role].loginPath });
    },
  },
];

/** The second step an account needs, with a message old clients show in place of a token. */
function challengeAnswer(challenge: SignInChallenge) {
  return {
    message:
      challenge.kind === 'CODE_REQUIRED'
        ? TWO_FACTOR_CODE_PROMPT
        : 'Two-factor sign-in is required: add the enrolment secret to an authenticator app, then send its code.',
    challenge: challenge.kind,
    challengeToken: challenge.challengeToken,
    expiresAt: challenge.expiresAt.toISOString(),
    ...(challenge.enrolment ? { enrolment: challenge.enrolment } : {}),
  };
}

/** A JSON object body, or an empty one (the service then names the missing fields). */
function bodyOf(req: Request): object {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null ? body : {};
}

function loginRoute(path: string, role: StaffRole, summary: string): RestRoute {
  return {
    method: 'post',
    path,
    access: signIn.access,
    answersCaller: true,
    summary,
    description: 'Answers a session token for a person; machines use an API token instead.',
    request: { body: { type: 'application/json', schema: loginSchema.omit({ role: true }) } },
    responses: {
      200: jsonAnswer(
        'Signed in, or (with two-factor sign-in) the challenge to answer at /v1/staff/login/two-factor',
        z.union([sessionAnswerSchema, challengeAnswerSchema]),
      ),
      401: jsonAnswer('Wrong e-mail or password', restErrorSchema),
      ...RATE_LIMITED,
    },
    handler: async (req: Request, res: Response) => {
      const outcome = await signIn(serviceContext(res), { ...bodyOf(req), role });
      if ('challenge' in outcome) {
        res.json(challengeAnswer(outcome.challenge));
        return;
      }
      const { token, expiresAt } = outcome.session;
      res.json({ token, expiresAt: expiresAt.toISOString() });
    },
  };
}
