import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import { employerDashboard, type EmployerDashboard } from './dashboard.service';
import { createEmployee, deleteEmployee, listEmployees, updateEmployee } from './employees.service';
import type { Page } from './paging';
import { assignTask, createTask, deleteTask, listTasks, updateTask } from './tasks.service';
import { EmployeeInput, TaskInput } from './workforce.inputs';
import {
  EmployeePageType,
  EmployeeType,
  EmployerDashboardType,
  TaskPageType,
  TaskType,
} from './workforce.types';
import {
  employeeView,
  pageView,
  taskView,
  type EmployeeView,
  type TaskView,
} from './workforce.views';

/** The employer area: employees (marketing staff) and their tasks. Admins may do the same. */
@Resolver()
export class EmployerResolver {
  @Authorized(listEmployees.access)
  @Query(() => EmployeePageType, { description: 'Employees newest first, 10 a page' })
  async employees(
    @Ctx() ctx: ServiceContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
  ): Promise<Page<EmployeeView>> {
    return pageView(await listEmployees(ctx, { search, page }), (user) =>
      employeeView(user, ctx.viewer),
    );
  }

  @Authorized(createEmployee.access)
  @Mutation(() => EmployeeType, { description: 'A marketing staff account; password required' })
  async createEmployee(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => EmployeeInput) input: EmployeeInput,
  ): Promise<EmployeeView> {
    return employeeView(await createEmployee(ctx, input), ctx.viewer);
  }

  @Authorized(updateEmployee.access)
  @Mutation(() => EmployeeType, { description: 'An empty password keeps the current one' })
  async updateEmployee(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EmployeeInput) input: EmployeeInput,
  ): Promise<EmployeeView> {
    return employeeView(await updateEmployee(ctx, id, input), ctx.viewer);
  }

  @Authorized(deleteEmployee.access)
  @Mutation(() => Boolean, { description: 'Their tasks stay, unassigned' })
  deleteEmployee(@Ctx() ctx: ServiceContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return deleteEmployee(ctx, id);
  }

  @Authorized(listTasks.access)
  @Query(() => TaskPageType, { description: 'Every task newest first, 10 a page' })
  async tasks(
    @Ctx() ctx: ServiceContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
  ): Promise<Page<TaskView>> {
    return pageView(await listTasks(ctx, { search, page }), (task) => taskView(task, ctx.viewer));
  }

  @Authorized(createTask.access)
  @Mutation(() => TaskType)
  async createTask(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => TaskInput) input: TaskInput,
  ): Promise<TaskView> {
    return taskView(await createTask(ctx, input), ctx.viewer);
  }

  @Authorized(updateTask.access)
  @Mutation(() => TaskType)
  async updateTask(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TaskInput) input: TaskInput,
  ): Promise<TaskView> {
    return taskView(await updateTask(ctx, id, input), ctx.viewer);
  }

  @Authorized(deleteTask.access)
  @Mutation(() => Boolean, { description: 'Deletes the task with its history' })
  deleteTask(@Ctx() ctx: ServiceContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return deleteTask(ctx, id);
  }

  @Authorized(assignTask.access)
  @Mutation(() => TaskType, { description: 'employeeId null takes the task back' })
  async assignTask(
    @Ctx() ctx: ServiceContext,
    @Arg('taskId', () => Int) taskId: number,
    @Arg('employeeId', () => Int, { nullable: true }) employeeId: number | null,
  ): Promise<TaskView> {
    return taskView(await assignTask(ctx, taskId, employeeId), ctx.viewer);
  }

  @Authorized(employerDashboard.access)
  @Query(() => EmployerDashboardType)
  async employerDashboard(@Ctx() ctx: ServiceContext): Promise<
    Omit<EmployerDashboard, 'recentUsers' | 'recentTasks'> & {
      recentUsers: EmployeeView[];
      recentTasks: TaskView[];
    }
  > {
    const dashboard = await employerDashboard(ctx);
    return {
      ...dashboard,
      recentUsers: dashboard.recentUsers.map((user) => employeeView(user, ctx.viewer)),
      recentTasks: dashboard.recentTasks.map((task) => taskView(task, ctx.viewer)),
    };
  }
}
