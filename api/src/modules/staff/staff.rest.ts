import type { Request, Response } from 'express';
import {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  STAFF_AREAS,
  type StaffRole,
} from '../../../../common/staff';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { requestPasswordReset, resetPasswordWithToken } from './password-reset.service';
import { signIn } from './staff.service';

/**
 * The original's three login calls, one per area: `{ token }` on success, `{ message }` with 401
 * (or 429 when rate limited) on failure, through the same service as GraphQL.
 */
export const staffRestRoutes: RestRoute[] = [
  loginRoute('/v1/userAdmin', 'ADMIN'),
  loginRoute('/v1/emplyeers/adminsemployee/login', 'EMPLOYER'),
  loginRoute('/v1/emplyeers/admins/employeelogin', 'MARKETING'),
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
      const { token, expiresAt } = await signIn(serviceContext(res), { ...bodyOf(req), role });
      res.json({ token, expiresAt: expiresAt.toISOString() });
    },
  };
}
