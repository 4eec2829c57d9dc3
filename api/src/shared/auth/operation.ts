import { channel } from 'node:diagnostics_channel';
import { STAFF_ROLES } from '../../../../common/staff';
import { scopeOf, type StaffAccess } from '../../../../common/access';
import type { ApiScope } from '../../../../common/api-scopes';
import type { ServiceContext } from '../context';
import { actorOf, runAsActor } from './acting-staff';
import { requireRole, type Viewer } from './viewer';

/** The context of an operation with roles: its caller has passed the role check. */
export type StaffContext = ServiceContext & { viewer: Viewer };

/**
 * A service use case with its access declared once. The service enforces it on every call, so
 * GraphQL, REST, server rendering and command-line tools get the same check; the resolver's
 * `@Authorized(op.access)` and the REST route's `access: op.access` read the same declaration.
 */
export type Operation<A extends 'public' | StaffAccess, Args extends unknown[], Result> = ((
  ctx: ServiceContext,
  ...args: Args
) => Promise<Result>) & { readonly access: A };

/**
 * Each staff operation that lets its caller in publishes its access rule here (`{ access }`),
 * for whoever traces the service (and the authorization matrix test, which compares what an
 * adapter admits with what the operations behind it admit). Costs nothing with no subscriber.
 */
export const staffOperationAdmitted = channel('app.staff-operation.admitted');

export interface StaffOperationAdmitted {
  access: StaffAccess;
}

/** An operation anyone may call (the public site, signing in). */
export function publicOperation<Args extends unknown[], Result>(
  run: (ctx: ServiceContext, ...args: Args) => Promise<Result>,
): Operation<'public', Args, Result> {
  return Object.assign((ctx: ServiceContext, ...args: Args) => run(ctx, ...args), {
    access: 'public' as const,
  });
}

/**
 * An operation for signed-in staff of the listed roles: 401 without a session, 403 otherwise.
 * API tokens may call it only when the rule names their scope (`withScope(ADMIN_ONLY, ...)`).
 */
export function staffOperation<const Roles extends StaffAccess, Args extends unknown[], Result>(
  roles: Roles,
  run: (ctx: StaffContext, ...args: Args) => Promise<Result>,
): Operation<Roles, Args, Result> {
  const guarded = async (ctx: ServiceContext, ...args: Args): Promise<Result> => {
    const viewer = requireRole(ctx, roles);
    if (staffOperationAdmitted.hasSubscribers) {
      staffOperationAdmitted.publish({ access: roles } satisfies StaffOperationAdmitted);
    }
    // The same object, so what the caller hung on its context (cookies, services) stays reachable.
    // Every write the operation flushes is recorded in the audit trail under this actor.
    return runAsActor(actorOf(viewer, ctx.clientIp), () =>
      run(Object.assign(ctx, { viewer }), ...args),
    );
  };
  return Object.assign(guarded, { access: roles });
}

/**
 * The rule of a route that calls one of several operations depending on the caller: every role
 * they admit, and the one scope that lets tokens in (rules naming different scopes cannot merge).
 */
export function eitherOf(...sets: StaffAccess[]): StaffAccess {
  const roles = STAFF_ROLES.filter((role) => sets.some((access) => access.includes(role)));
  const scopes = new Set(sets.map(scopeOf).filter((scope): scope is ApiScope => !!scope));
  if (scopes.size > 1)
    throw new Error(`One route cannot need several scopes: ${[...scopes].join(', ')}`);
  return [...roles, ...scopes];
}
