import type { Request, Response } from 'express';
import type { StaffRole } from '../../../../common/staff';
import { z } from 'zod';
import { loginSchema } from '../../../../common/staff';
import { serviceContext } from '../../shared/rest';
import { jsonAnswer, RATE_LIMITED, restErrorSchema, isoDateTime } from '../../shared/rest-docs';
import type { RestRoute } from '../../shared/rest-routes';
import { signIn } from './staff.service';

const sessionAnswerSchema = z.object({
  token: z.string().meta({ description: 'Send it as `Authorization: Bearer <token>`' }),
  expiresAt: isoDateTime(),
});

/**
 * The original's three login calls, one per area: `{ token }` on success, `{ message }` with 401
 * (or 429 when rate limited) on failure, through the same service as GraphQL.
 */
export const staffRestRoutes: RestRoute[] = [
  loginRoute('/v1/userAdmin', 'ADMIN', 'Sign in as an admin'),
  loginRoute('/v1/emplyeers/adminsemployee/login', 'EMPLOYER', 'Sign in as an employer'),
  loginRoute('/v1/emplyeers/admins/employeelogin', 'MARKETING', 'Sign in as marketing staff'),
];

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
      200: jsonAnswer('Signed in', sessionAnswerSchema),
      401: jsonAnswer('Wrong e-mail or password', restErrorSchema),
      ...RATE_LIMITED,
    },
    handler: async (req: Request, res: Response) => {
      const body: unknown = req.body;
      const fields = typeof body === 'object' && body !== null ? body : {};
      const { token, expiresAt } = await signIn(serviceContext(res), { ...fields, role });
      res.json({ token, expiresAt: expiresAt.toISOString() });
    },
  };
}
