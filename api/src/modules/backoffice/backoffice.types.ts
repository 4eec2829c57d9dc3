import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { CalendarEntryKind, FigureUnit } from '../../shared/backoffice-contributor';

export const FigureUnitEnum: { [K in FigureUnit]: K } = { COUNT: 'COUNT', RUPEES: 'RUPEES' };
registerEnumType(FigureUnitEnum, {
  name: 'FigureUnit',
  description: 'How a value reads: a count, or an amount in rupees',
  valuesConfig: {
    COUNT: { description: 'A number of things' },
    RUPEES: { description: 'An amount in rupees' },
  },
});

export const CalendarEntryKindEnum: { [K in CalendarEntryKind]: K } = {
  TASK: 'TASK',
  RESCHEDULE: 'RESCHEDULE',
};
registerEnumType(CalendarEntryKindEnum, {
  name: 'CalendarEntryKind',
  description: 'A task due that day, or a task moved to that day',
  valuesConfig: {
    TASK: { description: 'A task due that day' },
    RESCHEDULE: { description: 'A task moved to that day' },
  },
});

@ObjectType('DashboardComparison', { description: 'A figure to compare with' })
export class DashboardComparisonType {
  @Field(() => String, { description: "What the value is, such as 'last week'" })
  label!: string;

  @Field(() => Float, { description: 'The value to compare with' })
  value!: number;
}

@ObjectType('DashboardFigure', { description: 'One figure card of the admin dashboard' })
export class DashboardFigureType {
  @Field(() => String, { description: "Stable name, such as 'leadsThisWeek'" })
  key!: string;

  @Field(() => String, { description: "What the card says, such as 'Leads this week'" })
  label!: string;

  @Field(() => Float, { description: 'The figure' })
  value!: number;

  @Field(() => FigureUnitEnum, { description: 'How the value reads' })
  unit!: FigureUnit;

  @Field(() => DashboardComparisonType, {
    nullable: true,
    description: 'The same figure for an earlier period, if any',
  })
  comparison?: DashboardComparisonType;
}

@ObjectType('ChartPoint', { description: 'One bar of a chart' })
export class ChartPointType {
  @Field(() => String, { description: "The bar's label, such as a month" })
  label!: string;

  @Field(() => Float, { description: "The bar's value" })
  value!: number;
}

@ObjectType('DashboardChart', { description: 'A labelled series, drawn as bars' })
export class DashboardChartType {
  @Field(() => String, { description: "Stable name, such as 'leadsByMonth'" })
  key!: string;

  @Field(() => String, { description: "The chart's heading" })
  title!: string;

  @Field(() => String, { description: "What the values count, such as 'Leads'" })
  valueLabel!: string;

  @Field(() => String, {
    nullable: true,
    description: "What the labels name, such as 'Source'; absent: periods of time",
  })
  categoryLabel?: string | undefined;

  @Field(() => FigureUnitEnum, { description: 'How the values read' })
  unit!: FigureUnit;

  @Field(() => [ChartPointType], { description: 'The bars, in order' })
  points!: ChartPointType[];
}

@ObjectType('ActivityItem', { description: 'Something that happened, with where to see it' })
export class ActivityItemType {
  @Field(() => String, { description: 'LEAD, POST, JOB, APPLICATION, TASK, ORDER...' })
  kind!: string;

  @Field(() => String, { description: 'What happened, in a line' })
  title!: string;

  @Field(() => String, { description: 'More about it' })
  detail!: string;

  @Field(() => Date, { description: 'When it happened' })
  at!: Date;

  @Field(() => String, { description: 'Address in the back office' })
  link!: string;
}

@ObjectType('AdminDashboard', { description: 'The admin dashboard' })
export class AdminDashboardType {
  @Field(() => Date, { description: 'When the figures were computed' })
  generatedAt!: Date;

  @Field(() => [DashboardFigureType], {
    description: 'Leads this week (last 7 days; compared with the 7 days before) and more',
  })
  figures!: DashboardFigureType[];

  @Field(() => [DashboardChartType], { description: "The dashboard's charts" })
  charts!: DashboardChartType[];

  @Field(() => [ActivityItemType], { description: 'Newest first, at most 10' })
  recentActivity!: ActivityItemType[];
}

@ObjectType('AdminSearchHit', { description: 'A post, job, lead... found by the admin search' })
export class AdminSearchHitType {
  @Field(() => String, { description: 'POST, JOB, LEAD...' })
  kind!: string;

  @Field(() => Int, { description: 'The id of the record within its kind' })
  recordId!: number;

  @Field(() => String, { description: "The record's title or name" })
  title!: string;

  @Field(() => String, { description: 'More about it' })
  detail!: string;

  @Field(() => String, { description: 'Address in the back office' })
  link!: string;

  @Field(() => Date, { description: 'When the record was created' })
  at!: Date;
}

@ObjectType('AdminNotification', { description: 'A new lead or application for the bell' })
export class AdminNotificationType extends AdminSearchHitType {
  @Field(() => Boolean, { description: 'Arrived after the viewer last marked the bell seen' })
  unseen!: boolean;
}

@ObjectType('AdminNotifications', { description: 'The notification bell' })
export class AdminNotificationsType {
  @Field(() => Int, { description: 'New leads and applications the viewer has not seen' })
  unseenCount!: number;

  @Field(() => [AdminNotificationType], { description: 'The latest waiting items, newest first' })
  items!: AdminNotificationType[];

  @Field(() => Date, {
    nullable: true,
    description: 'When the viewer last marked the bell seen; null: never',
  })
  lastSeenAt?: Date | null;
}

@ObjectType('CalendarEntry', { description: 'A task on the admin calendar' })
export class CalendarEntryType {
  @Field(() => CalendarEntryKindEnum, { description: 'A due task or a reschedule' })
  kind!: CalendarEntryKind;

  @Field(() => Int, { description: 'The id of the task' })
  recordId!: number;

  @Field(() => String, { description: "Reference such as 'T-000123'" })
  code!: string;

  @Field(() => String, { description: "The task's title" })
  title!: string;

  @Field(() => String, { description: 'Due day, YYYY-MM-DD' })
  date!: string;

  @Field(() => String, { nullable: true, description: 'For a reschedule: the day before' })
  previousDate?: string | null;

  @Field(() => String, { description: "The task's status" })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Who does it, if assigned' })
  assignee?: string | null;

  @Field(() => String, { description: 'Address in the back office' })
  link!: string;
}

@ObjectType('AdminCalendar', { description: 'A month of the admin calendar' })
export class AdminCalendarType {
  @Field(() => String, { description: 'YYYY-MM' })
  month!: string;

  @Field(() => String, { description: 'First day, YYYY-MM-DD' })
  from!: string;

  @Field(() => String, { description: 'Last day, YYYY-MM-DD' })
  to!: string;

  @Field(() => [CalendarEntryType], { description: "The month's entries by day" })
  entries!: CalendarEntryType[];
}
