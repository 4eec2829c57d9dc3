import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { parseId, parseIdArg } from '../../shared/id-arg';
import type { ServiceContext } from '../../shared/context';
import type { StaffUser } from '../staff/staff.public';
import { employerDashboard, type EmployerDashboard } from './dashboard.service';
import { createEmployee, deleteEmployee, listEmployees, updateEmployee } from './employees.service';
import type { Page } from './paging';
import { listReportsWithoutTask } from './reports-without-task.service';
import type { Task } from './task.entity';
import type { TaskOutcome } from './task-outcome.entity';
import { assignTask, createTask, deleteTask, listTasks, updateTask } from './tasks.service';
import { EmployeeListArgs, ReportsWithoutTaskArgs, TaskListArgs } from './workforce.args';
import { EmployeeInput, TaskInput } from './workforce.inputs';
import {
  EmployeePageType,
  EmployeeType,
  EmployerDashboardType,
  TaskOutcomePageType,
  TaskPageType,
  TaskType,
} from './workforce.types';

/** The employer area: employees (marketing staff) and their tasks. Admins may do the same. */
@Resolver()
export class EmployerResolver {
  @Authorized(listEmployees.access)
  @Query(() => EmployeePageType, {
    description: 'Employees newest first unless sorted, 10 a page by default',
  })
  employees(
    @Ctx() ctx: ServiceContext,
    @Args(() => EmployeeListArgs) args: EmployeeListArgs,
  ): Promise<Page<StaffUser>> {
    return listEmployees(ctx, args);
  }

  @Authorized(createEmployee.access)
  @Mutation(() => EmployeeType, { description: 'A marketing staff account; password required' })
  createEmployee(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => EmployeeInput, { description: "The form's fields" }) input: EmployeeInput,
  ): Promise<StaffUser> {
    return createEmployee(ctx, input);
  }

  @Authorized(updateEmployee.access)
  @Mutation(() => EmployeeType, { description: 'An empty password keeps the current one' })
  updateEmployee(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The record's id" }) id: string,
    @Arg('input', () => EmployeeInput, { description: "The form's fields" }) input: EmployeeInput,
  ): Promise<StaffUser> {
    return updateEmployee(ctx, parseId(id), input);
  }

  @Authorized(deleteEmployee.access)
  @Mutation(() => Boolean, { description: 'Their tasks stay, unassigned' })
  deleteEmployee(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The record's id" }) id: string,
  ): Promise<boolean> {
    return deleteEmployee(ctx, parseId(id));
  }

  @Authorized(listTasks.access)
  @Query(() => TaskPageType, {
    description: 'Every task newest first unless sorted, 10 a page by default',
  })
  tasks(
    @Ctx() ctx: ServiceContext,
    @Args(() => TaskListArgs) args: TaskListArgs,
  ): Promise<Page<Task>> {
    return listTasks(ctx, args);
  }

  @Authorized(createTask.access)
  @Mutation(() => TaskType, { description: 'Creates a task, assigned or not' })
  createTask(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => TaskInput, { description: "The form's fields" }) input: TaskInput,
  ): Promise<Task> {
    return createTask(ctx, input);
  }

  @Authorized(updateTask.access)
  @Mutation(() => TaskType, { description: "Replaces a task's fields" })
  updateTask(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The record's id" }) id: string,
    @Arg('input', () => TaskInput, { description: "The form's fields" }) input: TaskInput,
  ): Promise<Task> {
    return updateTask(ctx, parseId(id), input);
  }

  @Authorized(deleteTask.access)
  @Mutation(() => Boolean, { description: 'Deletes the task with its history' })
  deleteTask(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The record's id" }) id: string,
  ): Promise<boolean> {
    return deleteTask(ctx, parseId(id));
  }

  @Authorized(assignTask.access)
  @Mutation(() => TaskType, { description: 'employeeId null takes the task back' })
  assignTask(
    @Ctx() ctx: ServiceContext,
    @Arg('taskId', () => ID, { description: "The task's id" }) taskId: string,
    @Arg('employeeId', () => ID, {
      nullable: true,
      description: 'The employee to assign; null takes the task back',
    })
    employeeId: string | null,
  ): Promise<Task> {
    return assignTask(ctx, parseId(taskId, 'taskId'), parseIdArg(employeeId, 'employeeId'));
  }

  @Authorized(listReportsWithoutTask.access)
  @Query(() => TaskOutcomePageType, {
    description: 'Reports sent without a task (older clients), newest first, 5 a page by default',
  })
  reportsWithoutTask(
    @Ctx() ctx: ServiceContext,
    @Args(() => ReportsWithoutTaskArgs) args: ReportsWithoutTaskArgs,
  ): Promise<Page<TaskOutcome>> {
    return listReportsWithoutTask(ctx, args);
  }

  @Authorized(employerDashboard.access)
  @Query(() => EmployerDashboardType, { description: "The employer dashboard's figures" })
  employerDashboard(@Ctx() ctx: ServiceContext): Promise<EmployerDashboard> {
    return employerDashboard(ctx);
  }
}
