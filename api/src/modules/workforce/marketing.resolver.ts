import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import {
  getMyTask,
  listMyRescheduledTasks,
  listMyTasks,
  listMyTodayTasks,
  searchMyTasks,
} from './my-tasks.service';
import type { Page } from './paging';
import { reportTaskOutcome } from './task-outcomes.service';
import { TaskOutcomeInput } from './workforce.inputs';
import { TaskPageType, TaskType } from './workforce.types';
import { pageView, taskView, type TaskView } from './workforce.views';

/** The marketing area: only the signed-in staff member's own tasks. */
@Resolver()
export class MarketingResolver {
  @Authorized(listMyTasks.access)
  @Query(() => TaskPageType, { description: 'My tasks newest first, 7 a page by default' })
  async myTasks(
    @Ctx() ctx: ServiceContext,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 7 }) limit: number,
  ): Promise<Page<TaskView>> {
    return pageView(await listMyTasks(ctx, { page, limit }), (task) => taskView(task, ctx.viewer));
  }

  @Authorized(listMyTodayTasks.access)
  @Query(() => TaskPageType, { description: 'My tasks due today, 10 a page' })
  async myTodayTasks(
    @Ctx() ctx: ServiceContext,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
  ): Promise<Page<TaskView>> {
    return pageView(await listMyTodayTasks(ctx, { page }), (task) => taskView(task, ctx.viewer));
  }

  @Authorized(listMyRescheduledTasks.access)
  @Query(() => TaskPageType, { description: 'My rescheduled tasks, 10 a page' })
  async myRescheduledTasks(
    @Ctx() ctx: ServiceContext,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
  ): Promise<Page<TaskView>> {
    return pageView(await listMyRescheduledTasks(ctx, { page }), (task) =>
      taskView(task, ctx.viewer),
    );
  }

  @Authorized(searchMyTasks.access)
  @Query(() => TaskPageType, {
    description: 'My tasks by task id (or title, customer) and/or due date YYYY-MM-DD, 10 a page',
  })
  async searchMyTasks(
    @Ctx() ctx: ServiceContext,
    @Arg('query', () => String, { nullable: true }) query: string | null,
    @Arg('date', () => String, { nullable: true }) date: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
  ): Promise<Page<TaskView>> {
    return pageView(await searchMyTasks(ctx, { query, date, page }), (task) =>
      taskView(task, ctx.viewer),
    );
  }

  @Authorized(getMyTask.access)
  @Query(() => TaskType, { description: "One of my tasks; another person's is NOT_FOUND" })
  async myTask(
    @Ctx() ctx: ServiceContext,
    @Arg('taskCode', () => String) taskCode: string,
  ): Promise<TaskView> {
    return taskView(await getMyTask(ctx, taskCode), ctx.viewer);
  }

  @Authorized(reportTaskOutcome.access)
  @Mutation(() => TaskType, { description: 'Stores an outcome form and moves the task status' })
  async reportTaskOutcome(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => TaskOutcomeInput) input: TaskOutcomeInput,
  ): Promise<TaskView> {
    return taskView(await reportTaskOutcome(ctx, input), ctx.viewer);
  }
}
