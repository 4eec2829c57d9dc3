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
registerEnumType(TaskStatusEnum, { name: 'TaskStatus' });
export const TaskPriorityEnum = enumOf(TASK_PRIORITIES);
registerEnumType(TaskPriorityEnum, { name: 'TaskPriority' });
export const TaskOutcomeKindEnum = enumOf(TASK_OUTCOME_KINDS);
registerEnumType(TaskOutcomeKindEnum, { name: 'TaskOutcomeKind' });

@ObjectType('Employee', { description: 'A marketing staff account, as the employer manages it' })
export class EmployeeType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
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

  @Field(() => Date, { nullable: true })
  lastActiveAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('TaskOutcome', {
  description: 'A report from the field: on a task, or without one when an older client named none',
})
export class TaskOutcomeType {
  @Field(() => ID)
  id!: number;

  @Field(() => TaskOutcomeKindEnum)
  kind!: TaskOutcomeKind;

  @Field(() => String)
  companyName!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String)
  currentLocation!: string;

  @Field(() => String, { nullable: true })
  category!: string | null;

  @Field(() => String, { nullable: true })
  value!: string | null;

  @Field(() => String, { nullable: true })
  plan!: string | null;

  @Field(() => String, { nullable: true })
  region!: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  date!: string | null;

  @Field(() => EmployeeType, { nullable: true, description: 'Null once the account is deleted' })
  reportedBy!: EmployeeType | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('Task')
export class TaskType {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'Short human id, e.g. T-000123' })
  taskCode!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String)
  customerName!: string;

  @Field(() => TaskPriorityEnum)
  priority!: TaskPriority;

  @Field(() => TaskStatusEnum)
  status!: TaskStatus;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate!: string;

  @Field(() => String, { nullable: true, description: 'Due date before the latest reschedule' })
  previousDueDate!: string | null;

  @Field(() => EmployeeType, { nullable: true })
  assignee!: EmployeeType | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [TaskOutcomeType], { description: 'Reports from the field, oldest first' })
  outcomes!: TaskOutcomeType[];
}

@ObjectType('EmployeePage')
export class EmployeePageType extends PageOf(EmployeeType) {}

@ObjectType('TaskPage')
export class TaskPageType extends PageOf(TaskType) {}

@ObjectType('TaskOutcomePage')
export class TaskOutcomePageType extends PageOf(TaskOutcomeType) {}

@ObjectType('EmployerDashboardFigure', {
  description: 'A figure of the employer dashboard with this week against the week before',
})
export class DashboardFigureType {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  lastSevenDays!: number;

  @Field(() => Int)
  previousSevenDays!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Percent change of the last 7 days against the 7 before; null when those were 0',
  })
  changePercent!: number | null;
}

@ObjectType('EmployerDashboard')
export class EmployerDashboardType {
  @Field(() => DashboardFigureType, { description: 'Employees (marketing staff)' })
  totalUsers!: DashboardFigureType;

  @Field(() => DashboardFigureType)
  completedTasks!: DashboardFigureType;

  @Field(() => DashboardFigureType)
  incompletedTasks!: DashboardFigureType;

  @Field(() => DashboardFigureType)
  rejectedTasks!: DashboardFigureType;

  @Field(() => [EmployeeType], { description: 'Newest employees first (up to 20)' })
  recentUsers!: EmployeeType[];

  @Field(() => [TaskType], { description: 'Most recently changed tasks first (up to 20)' })
  recentTasks!: TaskType[];
}
