import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../../common/staff';
import { openTestOrm } from '../../../../tests/support/test-orm';
import type { Orm } from '../../db/orm';
import { ForbiddenError, UnauthenticatedError } from '../../shared/auth/errors';
import type { ServiceContext } from '../../shared/context';
import { testServiceContext } from '../../../../tests/support/test-services';
import {
  addStaffAccount,
  createStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  setStaffAccountDisabled,
} from './staff.service';
import { StaffUser } from './staff-user.entity';

let orm: Orm;
let close: () => Promise<void>;
let target: StaffUser;
beforeAll(async () => {
  ({ orm, close } = await openTestOrm());
  target = await addStaffAccount(orm.em.fork(), account('MARKETING', 'target@example.com'));
});
afterAll(() => close());

function account(role: StaffRole, email: string) {
  return { role, firstName: 'Test', lastName: 'Person', email, password: 'a long passphrase' };
}

/** A service call as the given caller, with no resolver or route in front of it. */
function as(role?: StaffRole): ServiceContext {
  const viewer = role && { userId: 1_000 + role.length, role, sessionId: 's', name: 'Caller' };
  return { ...testServiceContext(orm), viewer };
}

/** Every staff-account operation an admin may call, each aimed at the target account. */
const accountOperations = {
  createStaffAccount: (ctx: ServiceContext) =>
    createStaffAccount(ctx, account('ADMIN', 'new-admin@example.com')),
  listStaffAccounts: (ctx: ServiceContext) => listStaffAccounts(ctx, { offset: 0, limit: 10 }),
  setStaffAccountDisabled: (ctx: ServiceContext) => setStaffAccountDisabled(ctx, target.id, true),
  resetStaffPassword: (ctx: ServiceContext) =>
    resetStaffPassword(ctx, target.id, { password: 'another passphrase' }),
};

describe('staff accounts service enforces its own access', () => {
  it.each(Object.entries(accountOperations))(
    '%s refuses anonymous, marketing and employer callers and changes nothing',
    async (_name, call) => {
      await expect(call(as())).rejects.toBeInstanceOf(UnauthenticatedError);
      await expect(call(as('MARKETING'))).rejects.toBeInstanceOf(ForbiddenError);
      await expect(call(as('EMPLOYER'))).rejects.toBeInstanceOf(ForbiddenError);
      const stored = await orm.em.fork().findOneOrFail(StaffUser, { id: target.id });
      expect(stored.disabled).toBe(false);
      expect(await orm.em.fork().count(StaffUser)).toBe(1);
    },
  );

  it('lets an admin manage accounts', async () => {
    const created = await accountOperations.createStaffAccount(as('ADMIN'));
    expect(created.role).toBe('ADMIN');
    expect((await accountOperations.setStaffAccountDisabled(as('ADMIN'))).disabled).toBe(true);
    expect((await accountOperations.listStaffAccounts(as('ADMIN'))).total).toBe(2);
  });
});
