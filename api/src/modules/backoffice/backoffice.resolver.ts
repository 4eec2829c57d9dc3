import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import type {
  BackofficeContributor,
  CalendarEntry,
  SearchHit,
} from '../../shared/backoffice-contributor';
import {
  AdminCalendarType,
  AdminDashboardType,
  AdminNotificationsType,
  AdminSearchHitType,
} from './backoffice.types';
import { adminCalendar, type AdminCalendar } from './calendar.service';
import { adminDashboard, type AdminDashboard } from './dashboard.service';
import {
  adminNotifications,
  markAdminNotificationsSeen,
  type AdminNotifications,
} from './bell.service';
import { adminSearch } from './search.service';

/** Records expose their own id as recordId: ids repeat across kinds, so none is an `id`. */
const withRecordId = <T extends { id: number }>({ id, ...rest }: T) => ({ ...rest, recordId: id });

/**
 * The back office's shared screens. The composition root (api/src/schema/) passes the modules
 * that contribute to them.
 */
@Resolver()
export class BackofficeResolver {
  constructor(private readonly contributors: readonly BackofficeContributor[]) {}

  @Authorized(adminDashboard.access)
  @Query(() => AdminDashboardType, { description: "The admin dashboard's figures and activity" })
  adminDashboard(@Ctx() ctx: ServiceContext): Promise<AdminDashboard> {
    return adminDashboard(ctx, this.contributors);
  }

  @Authorized(adminSearch.access)
  @Query(() => [AdminSearchHitType], {
    description: 'Posts, jobs and leads containing the text (2 to 100 characters)',
  })
  async adminSearch(
    @Ctx() ctx: ServiceContext,
    @Arg('query', () => String, { description: 'Words to look for (at least 2 characters)' })
    query: string,
  ): Promise<(Omit<SearchHit, 'id'> & { recordId: number })[]> {
    return (await adminSearch(ctx, { query }, this.contributors)).map(withRecordId);
  }

  @Authorized(adminNotifications.access)
  @Query(() => AdminNotificationsType, { description: 'The notification bell' })
  async adminNotifications(@Ctx() ctx: ServiceContext) {
    return notificationsAnswer(await adminNotifications(ctx, this.contributors));
  }

  @Authorized(markAdminNotificationsSeen.access)
  @Mutation(() => AdminNotificationsType, {
    description: 'Marks the bell’s items seen for the signed-in admin',
  })
  async markAdminNotificationsSeen(@Ctx() ctx: ServiceContext) {
    return notificationsAnswer(await markAdminNotificationsSeen(ctx, this.contributors));
  }

  @Authorized(adminCalendar.access)
  @Query(() => AdminCalendarType, { description: 'Tasks and reschedules of a month (YYYY-MM)' })
  async adminCalendar(
    @Ctx() ctx: ServiceContext,
    @Arg('month', () => String, { description: 'The month, YYYY-MM' }) month: string,
  ): Promise<Omit<AdminCalendar, 'entries'> & { entries: unknown[] }> {
    const calendar = await adminCalendar(ctx, { month }, this.contributors);
    return {
      ...calendar,
      entries: calendar.entries.map((entry: CalendarEntry) => withRecordId(entry)),
    };
  }
}

function notificationsAnswer(notifications: AdminNotifications) {
  return { ...notifications, items: notifications.items.map(withRecordId) };
}
