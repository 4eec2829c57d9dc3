import { ADMIN_ONLY } from '../../../../common/access';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { BackofficeContributor, NotificationItem } from '../../shared/backoffice-contributor';
import { NotificationMark } from './notification-mark.entity';

const ITEM_LIMIT = 8;

export interface AdminNotifications {
  /** New records (leads, applications...) that arrived since the viewer last marked them seen. */
  unseenCount: number;
  items: NotificationItem[];
  lastSeenAt: Date | null;
}

/** The bell: what waits for staff, and how much of it the signed-in admin has not seen. */
export const adminNotifications = staffOperation(
  ADMIN_ONLY,
  async (
    ctx: StaffContext,
    contributors: readonly BackofficeContributor[],
  ): Promise<AdminNotifications> => {
    const mark = await ctx.em.findOne(NotificationMark, { user: ctx.viewer.userId });
    const lastSeenAt = mark?.seenAt ?? null;
    let unseenCount = 0;
    let items: NotificationItem[] = [];
    for (const contributor of contributors) {
      const part = await contributor.notifications?.(ctx, lastSeenAt, ITEM_LIMIT);
      unseenCount += part?.unseenCount ?? 0;
      items.push(...(part?.items ?? []));
    }
    items = items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, ITEM_LIMIT);
    return { unseenCount, items, lastSeenAt };
  },
);

/** Marks everything up to now as seen, for the signed-in admin only. */
export const markAdminNotificationsSeen = staffOperation(
  ADMIN_ONLY,
  async (
    ctx: StaffContext,
    contributors: readonly BackofficeContributor[],
  ): Promise<AdminNotifications> => {
    await ctx.em.upsert(NotificationMark, { user: ctx.viewer.userId, seenAt: new Date() });
    return adminNotifications(ctx, contributors);
  },
);
