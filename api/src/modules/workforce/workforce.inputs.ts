import { Field, ID, InputType } from 'type-graphql';
import type { z } from 'zod';
import type { TaskOutcomeKind, TaskPriority } from '../../../../common/workforce';
import { TaskOutcomeKindEnum, TaskPriorityEnum } from './workforce.types';
import type {
  completedOutcomeSchema,
  employeeSchema,
  regionOutcomeSchema,
  taskSchema,
} from '../../../../common/workforce.schemas';
import type { GraphQLFieldsOf, GraphQLInputOf } from '../../shared/graphql-input';

@InputType({ description: 'The employee form; an empty password on update keeps the current one' })
export class EmployeeInput implements GraphQLInputOf<typeof employeeSchema> {
  @Field(() => String, { description: 'First name' })
  firstName!: string;

  @Field(() => String, { description: 'Last name' })
  lastName!: string;

  @Field(() => String, { description: 'The sign-in e-mail address' })
  email!: string;

  @Field(() => String, { description: 'An optional + and at least 10 digits, spaces or hyphens' })
  phone!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Required when adding; 8 characters or more',
  })
  password?: string | null;
}

@InputType({ description: 'The task form' })
export class TaskInput implements GraphQLInputOf<typeof taskSchema> {
  @Field(() => String, { description: 'What to do, in a line' })
  title!: string;

  @Field(() => String, { description: 'The details' })
  description!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate!: string;

  @Field(() => String, { nullable: true, description: 'The customer to visit' })
  customerName?: string | null;

  @Field(() => TaskPriorityEnum, { nullable: true, description: 'MEDIUM when not given' })
  priority?: TaskPriority | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The employee to assign; on update, absent keeps and null clears the assignee',
  })
  assigneeId?: string | null;
}

@InputType({
  description:
    'An outcome form. COMPLETED needs category, value and plan; the other kinds need region and date (YYYY-MM-DD); RESCHEDULED moves the due date to date',
})
/** One class for the forms of both outcome schemas, so each one's fields are optional here. */
export class TaskOutcomeInput
  implements
    GraphQLFieldsOf<Partial<z.input<typeof completedOutcomeSchema>>>,
    GraphQLFieldsOf<Partial<z.input<typeof regionOutcomeSchema>>>
{
  @Field(() => String, { description: 'T-000123' })
  taskCode!: string;

  @Field(() => TaskOutcomeKindEnum, {
    description: 'Which form: COMPLETED, INCOMPLETED, RESCHEDULED or REJECTED',
  })
  kind!: TaskOutcomeKind;

  @Field(() => String, { description: "The customer's company" })
  companyName!: string;

  @Field(() => String, { description: 'The person met' })
  name!: string;

  @Field(() => String, { description: "That person's phone number" })
  phone!: string;

  @Field(() => String, { description: 'Where the visit took place' })
  currentLocation!: string;

  @Field(() => String, {
    nullable: true,
    description: 'COMPLETED: Category 1, Category 2 or Category 3',
  })
  category?: string | null;

  @Field(() => String, { nullable: true, description: "COMPLETED: the deal's value" })
  value?: string | null;

  @Field(() => String, { nullable: true, description: 'COMPLETED: Plan 1, Plan 2 or Plan 3' })
  plan?: string | null;

  @Field(() => String, { nullable: true, description: 'Other kinds: the region' })
  region?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Other kinds: the day, YYYY-MM-DD (RESCHEDULED: the new due date)',
  })
  date?: string | null;
}
