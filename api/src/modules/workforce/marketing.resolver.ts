import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import {
  getMyTask,
  listMyRescheduledTasks,
  listMyTasks,
  listMyTodayTasks,
  searchMyTasks,
} from './my-tasks.service';
import type { Page } from './paging';
import type { Task } from './task.entity';
import { reportTaskOutcome } from './task-outcomes.service';
import { MyTaskListArgs, MyTaskSearchArgs, MyTaskSectionArgs } from './workforce.args';
import { TaskOutcomeInput } from './workforce.inputs';
import { TaskPageType, TaskType } from './workforce.types';

/** The marketing area: only the signed-in staff member's own tasks. */
@Resolver()
export class MarketingResolver {
  @Authorized(listMyTasks.access)
  @Query(() => TaskPageType, { description: 'My tasks newest first, 7 a page by default' })
  myTasks(
    @Ctx() ctx: ServiceContext,
    @Args(() => MyTaskListArgs) args: MyTaskListArgs,
  ): Promise<Page<Task>> {
    return listMyTasks(ctx, args);
  }

  @Authorized(listMyTodayTasks.access)
  @Query(() => TaskPageType, { description: 'My tasks due today, 10 a page by default' })
  myTodayTasks(
    @Ctx() ctx: ServiceContext,
    @Args(() => MyTaskSectionArgs) args: MyTaskSectionArgs,
  ): Promise<Page<Task>> {
    return listMyTodayTasks(ctx, args);
  }

  @Authorized(listMyRescheduledTasks.access)
  @Query(() => TaskPageType, { description: 'My rescheduled tasks, 10 a page by default' })
  myRescheduledTasks(
    @Ctx() ctx: ServiceContext,
    @Args(() => MyTaskSectionArgs) args: MyTaskSectionArgs,
  ): Promise<Page<Task>> {
    return listMyRescheduledTasks(ctx, args);
  }

  @Authorized(searchMyTasks.access)
  @Query(() => TaskPageType, {
    description:
      'My tasks by task id (or title, customer) and/or due date YYYY-MM-DD, 10 a page by default',
  })
  searchMyTasks(
    @Ctx() ctx: ServiceContext,
    @Args(() => MyTaskSearchArgs) args: MyTaskSearchArgs,
  ): Promise<Page<Task>> {
    return searchMyTasks(ctx, args);
  }

  @Authorized(getMyTask.access)
  @Query(() => TaskType, { description: "One of my tasks; another person's is NOT_FOUND" })
  myTask(
    @Ctx() ctx: ServiceContext,
    @Arg('taskCode', () => String, { description: "The task's code, e.g. T-000123" })
    taskCode: string,
  ): Promise<Task> {
    return getMyTask(ctx, taskCode);
  }

  @Authorized(reportTaskOutcome.access)
  @Mutation(() => TaskType, { description: 'Stores an outcome form and moves the task status' })
  reportTaskOutcome(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => TaskOutcomeInput, { description: 'The outcome form' })
    input: TaskOutcomeInput,
  ): Promise<Task> {
    return reportTaskOutcome(ctx, input);
  }
}
