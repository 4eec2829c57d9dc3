import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { CalendarEntryKind, FigureUnit } from '../../shared/backoffice-contributor';

export const FigureUnitEnum: { [K in FigureUnit]: K } = { COUNT: 'COUNT', RUPEES: 'RUPEES' };
registerEnumType(FigureUnitEnum, {
  name: 'FigureUnit',
  description: 'How a value reads: a count, or an amount in rupees',
});

export const CalendarEntryKindEnum: { [K in CalendarEntryKind]: K } = {
  TASK: 'TASK',
  RESCHEDULE: 'RESCHEDULE',
};
registerEnumType(CalendarEntryKindEnum, {
  name: 'CalendarEntryKind',
  description: 'A task due that day, or a task moved to that day',
});

@ObjectType('DashboardComparison')
export class DashboardComparisonType {
  @Field(() => String, { description: "What the value is, such as 'last week'" })
  label!: string;

  @Field(() => Float)
  value!: number;
}

@ObjectType('DashboardFigure', { description: 'One figure card of the admin dashboard' })
export class DashboardFigureType {
  @Field(() => String, { description: "Stable name, such as 'leadsThisWeek'" })
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Float)
  value!: number;

  @Field(() => FigureUnitEnum)
  unit!: FigureUnit;

  @Field(() => DashboardComparisonType, { nullable: true })
  comparison?: DashboardComparisonType;
}

@ObjectType('ChartPoint')
export class ChartPointType {
  @Field(() => String)
  label!: string;

  @Field(() => Float)
  value!: number;
}

@ObjectType('DashboardChart', { description: 'A labelled series, drawn as bars' })
export class DashboardChartType {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: "What the values count, such as 'Leads'" })
  valueLabel!: string;

  @Field(() => String, {
    nullable: true,
    description: "What the labels name, such as 'Source'; absent: periods of time",
  })
  categoryLabel?: string | undefined;

  @Field(() => FigureUnitEnum)
  unit!: FigureUnit;

  @Field(() => [ChartPointType])
  points!: ChartPointType[];
}

@ObjectType('ActivityItem', { description: 'Something that happened, with where to see it' })
export class ActivityItemType {
  @Field(() => String, { description: 'LEAD, POST, JOB, APPLICATION, TASK, ORDER...' })
  kind!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  detail!: string;

  @Field(() => Date)
  at!: Date;

  @Field(() => String, { description: 'Address in the back office' })
  link!: string;
}

@ObjectType('AdminDashboard')
export class AdminDashboardType {
  @Field(() => Date)
  generatedAt!: Date;

  @Field(() => [DashboardFigureType], {
    description: 'Leads this week (last 7 days; compared with the 7 days before) and more',
  })
  figures!: DashboardFigureType[];

  @Field(() => [DashboardChartType])
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

  @Field(() => String)
  title!: string;

  @Field(() => String)
  detail!: string;

  @Field(() => String, { description: 'Address in the back office' })
  link!: string;

  @Field(() => Date)
  at!: Date;
}

@ObjectType('AdminNotification')
export class AdminNotificationType extends AdminSearchHitType {
  @Field(() => Boolean, { description: 'Arrived after the viewer last marked the bell seen' })
  unseen!: boolean;
}

@ObjectType('AdminNotifications')
export class AdminNotificationsType {
  @Field(() => Int, { description: 'New leads and applications the viewer has not seen' })
  unseenCount!: number;

  @Field(() => [AdminNotificationType], { description: 'The latest waiting items, newest first' })
  items!: AdminNotificationType[];

  @Field(() => Date, { nullable: true })
  lastSeenAt?: Date | null;
}

@ObjectType('CalendarEntry')
export class CalendarEntryType {
  @Field(() => CalendarEntryKindEnum)
  kind!: CalendarEntryKind;

  @Field(() => Int, { description: 'The id of the task' })
  recordId!: number;

  @Field(() => String, { description: "Reference such as 'T-000123'" })
  code!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Due day, YYYY-MM-DD' })
  date!: string;

  @Field(() => String, { nullable: true, description: 'For a reschedule: the day before' })
  previousDate?: string | null;

  @Field(() => String)
  status!: string;

  @Field(() => String, { nullable: true })
  assignee?: string | null;

  @Field(() => String)
  link!: string;
}

@ObjectType('AdminCalendar')
export class AdminCalendarType {
  @Field(() => String, { description: 'YYYY-MM' })
  month!: string;

  @Field(() => String, { description: 'First day, YYYY-MM-DD' })
  from!: string;

  @Field(() => String, { description: 'Last day, YYYY-MM-DD' })
  to!: string;

  @Field(() => [CalendarEntryType])
  entries!: CalendarEntryType[];
}
