import type { Request, Response } from 'express';
import { TWO_FACTOR_CODE_PROMPT } from '../../../../common/two-factor';
import {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  STAFF_AREAS,
  type StaffRole,
} from '../../../../common/staff';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { requestPasswordReset, resetPasswordWithToken } from './password-reset.service';
import { completeSignIn, signIn, type SignInChallenge } from './sign-in.service';

/**
 * The original's three login calls, one per area: `{ token }` on success, `{ message }` with 401
 * (or 429 when rate limited) on failure, through the same service as GraphQL. An account with
 * two-factor sign-in answers `{ challenge, challengeToken, ... }` instead, and the token comes
 * from /v1/staff/login/two-factor with a code.
 */
export const staffRestRoutes: RestRoute[] = [
  loginRoute('/v1/userAdmin', 'ADMIN'),
  loginRoute('/v1/emplyeers/adminsemployee/login', 'EMPLOYER'),
  loginRoute('/v1/emplyeers/admins/employeelogin', 'MARKETING'),
  {
    method: 'post',
    path: '/v1/staff/login/two-factor',
    access: completeSignIn.access,
    answersCaller: true,
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
    handler: async (req, res) => {
      await requestPasswordReset(serviceContext(res), bodyOf(req));
      res.status(202).json({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    },
  },
  {
    method: 'post',
    path: '/v1/staff/password-reset/complete',
    access: resetPasswordWithToken.access,
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

function loginRoute(path: string, role: StaffRole): RestRoute {
  return {
    method: 'post',
    path,
    access: signIn.access,
    answersCaller: true,
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
