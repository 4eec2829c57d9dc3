import { PageOf } from '../../shared/graphql-page';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  TASK_OUTCOME_KINDS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskOutcomeKind,
  type TaskPriority,
  type TaskStatus,
} from '../../../../common/workforce';

function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
}

export const TaskStatusEnum = enumOf(TASK_STATUSES);
registerEnumType(TaskStatusEnum, {
  name: 'TaskStatus',
  description: 'Where a task is: open (PENDING, RESCHEDULED, INCOMPLETED) or closed',
  valuesConfig: {
    PENDING: { description: 'Not reported on yet' },
    COMPLETED: { description: 'Done: the customer bought (closed)' },
    INCOMPLETED: { description: 'Visited, not finished; still open' },
    RESCHEDULED: { description: 'Moved to another day; still open' },
    REJECTED: { description: 'The customer said no (closed)' },
  },
});
export const TaskPriorityEnum = enumOf(TASK_PRIORITIES);
registerEnumType(TaskPriorityEnum, {
  name: 'TaskPriority',
  description: 'How urgent a task is',
  valuesConfig: {
    HIGH: { description: 'First' },
    MEDIUM: { description: 'The default' },
    LOW: { description: 'When there is time' },
  },
});
export const TaskOutcomeKindEnum = enumOf(TASK_OUTCOME_KINDS);
registerEnumType(TaskOutcomeKindEnum, {
  name: 'TaskOutcomeKind',
  description: 'Which outcome form a report is',
  valuesConfig: {
    COMPLETED: { description: 'Sold: category, value and plan' },
    INCOMPLETED: { description: 'Not finished: region and date' },
    RESCHEDULED: { description: 'Moved: region and the new date' },
    REJECTED: { description: 'Refused: region and date' },
  },
});

@ObjectType('Employee', { description: 'A marketing staff account, as the employer manages it' })
export class EmployeeType {
  @Field(() => ID, { description: "The account's id" })
  id!: number;

  @Field(() => String, { description: 'First name' })
  firstName!: string;

  @Field(() => String, { description: 'Last name' })
  lastName!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Null for a marketing reader looking at a colleague: contact details are for managers',
  })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Null when absent or, like email, hidden' })
  phone!: string | null;

  @Field(() => Boolean, { description: 'Made a request in the last 5 minutes' })
  online!: boolean;

  @Field(() => Date, { nullable: true, description: 'Last request made while signed in' })
  lastActiveAt!: Date | null;

  @Field(() => Date, { description: 'When the account was made' })
  createdAt!: Date;
}

@ObjectType('TaskOutcome', {
  description: 'A report from the field: on a task, or without one when an older client named none',
})
export class TaskOutcomeType {
  @Field(() => ID, { description: "The report's id" })
  id!: number;

  @Field(() => TaskOutcomeKindEnum, { description: 'Which form was sent' })
  kind!: TaskOutcomeKind;

  @Field(() => String, { description: "The customer's company" })
  companyName!: string;

  @Field(() => String, { description: 'The person met' })
  name!: string;

  @Field(() => String, { description: "That person's phone number" })
  phone!: string;

  @Field(() => String, { description: 'Where the visit took place' })
  currentLocation!: string;

  @Field(() => String, { nullable: true, description: 'COMPLETED: the category sold' })
  category!: string | null;

  @Field(() => String, { nullable: true, description: "COMPLETED: the deal's value, as written" })
  value!: string | null;

  @Field(() => String, { nullable: true, description: 'COMPLETED: the plan sold' })
  plan!: string | null;

  @Field(() => String, { nullable: true, description: 'Other kinds: the region' })
  region!: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  date!: string | null;

  @Field(() => EmployeeType, { nullable: true, description: 'Null once the account is deleted' })
  reportedBy!: EmployeeType | null;

  @Field(() => Date, { description: 'When it was sent' })
  createdAt!: Date;
}

@ObjectType('Task', { description: 'A visit to a customer, assigned to marketing staff' })
export class TaskType {
  @Field(() => ID, { description: "The task's id" })
  id!: number;

  @Field(() => String, { description: 'Short human id, e.g. T-000123' })
  taskCode!: string;

  @Field(() => String, { description: 'What to do, in a line' })
  title!: string;

  @Field(() => String, { description: 'The details' })
  description!: string;

  @Field(() => String, { description: 'The customer to visit; empty when not given' })
  customerName!: string;

  @Field(() => TaskPriorityEnum, { description: 'How urgent it is' })
  priority!: TaskPriority;

  @Field(() => TaskStatusEnum, { description: 'Where the task is' })
  status!: TaskStatus;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate!: string;

  @Field(() => String, { nullable: true, description: 'Due date before the latest reschedule' })
  previousDueDate!: string | null;

  @Field(() => EmployeeType, { nullable: true, description: 'Who does it; null when unassigned' })
  assignee!: EmployeeType | null;

  @Field(() => Date, { description: 'When it was created' })
  createdAt!: Date;

  @Field(() => [TaskOutcomeType], { description: 'Reports from the field, oldest first' })
  outcomes!: TaskOutcomeType[];
}

@ObjectType('EmployeePage', { description: 'One page of employees' })
export class EmployeePageType extends PageOf(EmployeeType) {}

@ObjectType('TaskPage', { description: 'One page of tasks' })
export class TaskPageType extends PageOf(TaskType) {}

@ObjectType('TaskOutcomePage', { description: 'One page of field reports' })
export class TaskOutcomePageType extends PageOf(TaskOutcomeType) {}

@ObjectType('EmployerDashboardFigure', {
  description: 'A figure of the employer dashboard with this week against the week before',
})
export class DashboardFigureType {
  @Field(() => Int, { description: 'All time' })
  total!: number;

  @Field(() => Int, { description: 'In the last 7 days' })
  lastSevenDays!: number;

  @Field(() => Int, { description: 'In the 7 days before those' })
  previousSevenDays!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Percent change of the last 7 days against the 7 before; null when those were 0',
  })
  changePercent!: number | null;
}

@ObjectType('EmployerDashboard', {
  description: 'The employer dashboard: figures and recent changes',
})
export class EmployerDashboardType {
  @Field(() => DashboardFigureType, { description: 'Employees (marketing staff)' })
  totalUsers!: DashboardFigureType;

  @Field(() => DashboardFigureType, { description: 'Tasks reported completed' })
  completedTasks!: DashboardFigureType;

  @Field(() => DashboardFigureType, { description: 'Tasks reported incompleted' })
  incompletedTasks!: DashboardFigureType;

  @Field(() => DashboardFigureType, { description: 'Tasks reported rejected' })
  rejectedTasks!: DashboardFigureType;

  @Field(() => [EmployeeType], { description: 'Newest employees first (up to 20)' })
  recentUsers!: EmployeeType[];

  @Field(() => [TaskType], { description: 'Most recently changed tasks first (up to 20)' })
  recentTasks!: TaskType[];
}
