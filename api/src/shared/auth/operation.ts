import { STAFF_ROLES } from '../../../../common/staff';
import type { RoleSet } from '../../../../common/access';
import type { ServiceContext } from '../context';
import { runAsActor } from './acting-staff';
import { requireRole, type Viewer } from './viewer';

/** The context of an operation with roles: its caller has passed the role check. */
export type StaffContext = ServiceContext & { viewer: Viewer };

/**
 * A service use case with its access declared once. The service enforces it on every call, so
 * GraphQL, REST, server rendering and command-line tools get the same check; the resolver's
 * `@Authorized(op.access)` and the REST route's `access: op.access` read the same declaration.
 */
export type Operation<A extends 'public' | RoleSet, Args extends unknown[], Result> = ((
  ctx: ServiceContext,
  ...args: Args
) => Promise<Result>) & { readonly access: A };

/** An operation anyone may call (the public site, signing in). */
export function publicOperation<Args extends unknown[], Result>(
  run: (ctx: ServiceContext, ...args: Args) => Promise<Result>,
): Operation<'public', Args, Result> {
  return Object.assign((ctx: ServiceContext, ...args: Args) => run(ctx, ...args), {
    access: 'public' as const,
  });
}

/** An operation for signed-in staff of the listed roles: 401 without a session, 403 otherwise. */
export function staffOperation<const Roles extends RoleSet, Args extends unknown[], Result>(
  roles: Roles,
  run: (ctx: StaffContext, ...args: Args) => Promise<Result>,
): Operation<Roles, Args, Result> {
  const guarded = async (ctx: ServiceContext, ...args: Args): Promise<Result> => {
    const viewer = requireRole(ctx, roles);
    const actor = { userId: viewer.userId, name: viewer.name, role: viewer.role, ip: ctx.clientIp };
    // The same object, so what the caller hung on its context (cookies, services) stays reachable.
    // Every write the operation flushes is recorded in the audit trail under this actor.
    return runAsActor(actor, () => run(Object.assign(ctx, { viewer }), ...args));
  };
  return Object.assign(guarded, { access: roles });
}

/** The roles a route admits when it calls one of several operations depending on the caller. */
export function eitherOf(...sets: RoleSet[]): RoleSet {
  return STAFF_ROLES.filter((role) => sets.some((roles) => roles.includes(role)));
}
