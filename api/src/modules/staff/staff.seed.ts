import type { ServiceContext } from '../../shared/context';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './staff.demo';
import { addStaffAccount } from './staff.service';
import { StaffUser } from './staff-user.entity';

/** One demo account per role, when the database has no staff yet. */
export async function seedDemoStaff(ctx: ServiceContext): Promise<number> {
  if ((await ctx.em.count(StaffUser)) > 0) return 0;
  for (const account of DEMO_STAFF) {
    await addStaffAccount(ctx.em, { ...account, password: DEMO_STAFF_PASSWORD });
  }
  return DEMO_STAFF.length;
}

/** What the start-up log prints so a newcomer can sign in to each area. */
export function demoStaffSignIns(): string[] {
  return DEMO_STAFF.map((account) => `${account.role}: ${account.email} / ${DEMO_STAFF_PASSWORD}`);
}
