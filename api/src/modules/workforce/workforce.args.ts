import { ArgsType, Field, Int } from 'type-graphql';
import type { ListSort } from '../../../../common/sorting';
import {
  ALL_TASKS_PAGE_SIZE,
  EMPLOYEE_PAGE_SIZE,
  EMPLOYEE_SORT,
  type EmployeeSortField,
  MARKETING_TASK_PAGE_SIZE,
  MAX_PAGE_SIZE,
  REPORTS_WITHOUT_TASK_PAGE_SIZE,
  TASK_PAGE_SIZE,
  TASK_SORT,
  type TaskSortField,
} from '../../../../common/workforce';
import { sortInput } from '../../shared/graphql-sort';

/** The offset/limit arguments of a list whose page size is `defaultLimit`. */
function PageArgsOf(defaultLimit: number) {
  @ArgsType()
  abstract class PageArgs {
    @Field(() => Int, { defaultValue: 0, description: 'Items to skip' })
    offset!: number;

    @Field(() => Int, { defaultValue: defaultLimit, description: `At most ${MAX_PAGE_SIZE}` })
    limit!: number;
  }
  return PageArgs;
}

const EmployeeSortInput = sortInput(EMPLOYEE_SORT, 'EmployeeSort', 'The order of the employees');

@ArgsType()
export class EmployeeListArgs extends PageArgsOf(EMPLOYEE_PAGE_SIZE) {
  @Field(() => String, { nullable: true, description: 'Words in the name, e-mail or phone' })
  search?: string | null;

  @Field(() => EmployeeSortInput, {
    nullable: true,
    description: 'The order; absent: newest first',
  })
  sort?: ListSort<EmployeeSortField> | null;
}

const TaskSortInput = sortInput(TASK_SORT, 'TaskSort', 'The order of the task list');

@ArgsType()
export class TaskListArgs extends PageArgsOf(TASK_PAGE_SIZE) {
  @Field(() => String, { nullable: true, description: 'Words in the title, customer or code' })
  search?: string | null;

  @Field(() => TaskSortInput, { nullable: true, description: 'The order; absent: newest first' })
  sort?: ListSort<TaskSortField> | null;
}

/** The marketing area's All Tasks list. */
@ArgsType()
export class MyTaskListArgs extends PageArgsOf(ALL_TASKS_PAGE_SIZE) {}

/** The marketing area's lists of today's and of rescheduled tasks. */
@ArgsType()
export class MyTaskSectionArgs extends PageArgsOf(MARKETING_TASK_PAGE_SIZE) {}

@ArgsType()
export class MyTaskSearchArgs extends PageArgsOf(MARKETING_TASK_PAGE_SIZE) {
  @Field(() => String, { nullable: true, description: 'Words in the title, customer or code' })
  query?: string | null;

  @Field(() => String, { nullable: true, description: 'Only tasks due on this day, YYYY-MM-DD' })
  date?: string | null;
}

/** The employer's list of reports sent without a task. */
@ArgsType()
export class ReportsWithoutTaskArgs extends PageArgsOf(REPORTS_WITHOUT_TASK_PAGE_SIZE) {}
