import { defineEntity, p } from '@mikro-orm/core';
import { StaffUser } from '../staff/staff.public';

/** When a staff member last marked the notification bell's items as seen: one row per person. */
const NotificationMarkSchema = defineEntity({
  name: 'NotificationMark',
  tableName: 'notification_mark',
  properties: {
    user: () => p.manyToOne(StaffUser).primary().deleteRule('cascade'),
    seenAt: p.datetime(),
  },
});

export class NotificationMark extends NotificationMarkSchema.class {}
NotificationMarkSchema.setClass(NotificationMark);
