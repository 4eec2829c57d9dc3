import type { Request, Response } from 'express';
import type { StaffRole } from '../../../../common/staff';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { signIn } from './staff.service';

/**
 * The original's three login calls, one per area: `{ token }` on success, `{ message }` with 401
 * (or 429 when rate limited) on failure, through the same service as GraphQL.
 */
export const staffRestRoutes: RestRoute[] = [
  loginRoute('/v1/userAdmin', 'ADMIN'),
  loginRoute('/v1/emplyeers/adminsemployee/login', 'EMPLOYER'),
  loginRoute('/v1/emplyeers/admins/employeelogin', 'MARKETING'),
];

function loginRoute(path: string, role: StaffRole): RestRoute {
  return {
    method: 'post',
    path,
    access: signIn.access,
    answersCaller: true,
    handler: async (req: Request, res: Response) => {
      const body: unknown = req.body;
      const fields = typeof body === 'object' && body !== null ? body : {};
      const { token, expiresAt } = await signIn(serviceContext(res), { ...fields, role });
      res.json({ token, expiresAt: expiresAt.toISOString() });
    },
  };
}
