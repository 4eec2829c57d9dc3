import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import type { StaffUser } from '../staff/staff.public';
import { employerDashboard, type EmployerDashboard } from './dashboard.service';
import { createEmployee, deleteEmployee, listEmployees, updateEmployee } from './employees.service';
import type { Page } from './paging';
import type { Task } from './task.entity';
import { assignTask, createTask, deleteTask, listTasks, updateTask } from './tasks.service';
import { EmployeeInput, TaskInput } from './workforce.inputs';
import {
  EmployeePageType,
  EmployeeType,
  EmployerDashboardType,
  TaskPageType,
  TaskType,
} from './workforce.types';

/** The employer area: employees (marketing staff) and their tasks. Admins may do the same. */
@Resolver()
export class EmployerResolver {
  @Authorized(listEmployees.access)
  @Query(() => EmployeePageType, { description: 'Employees newest first, 10 a page' })
  employees(
    @Ctx() ctx: ServiceContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
  ): Promise<Page<StaffUser>> {
    return listEmployees(ctx, { search, page });
  }

  @Authorized(createEmployee.access)
  @Mutation(() => EmployeeType, { description: 'A marketing staff account; password required' })
  createEmployee(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => EmployeeInput) input: EmployeeInput,
  ): Promise<StaffUser> {
    return createEmployee(ctx, input);
  }

  @Authorized(updateEmployee.access)
  @Mutation(() => EmployeeType, { description: 'An empty password keeps the current one' })
  updateEmployee(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EmployeeInput) input: EmployeeInput,
  ): Promise<StaffUser> {
    return updateEmployee(ctx, id, input);
  }

  @Authorized(deleteEmployee.access)
  @Mutation(() => Boolean, { description: 'Their tasks stay, unassigned' })
  deleteEmployee(@Ctx() ctx: ServiceContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return deleteEmployee(ctx, id);
  }

  @Authorized(listTasks.access)
  @Query(() => TaskPageType, { description: 'Every task newest first, 10 a page' })
  tasks(
    @Ctx() ctx: ServiceContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
  ): Promise<Page<Task>> {
    return listTasks(ctx, { search, page });
  }

  @Authorized(createTask.access)
  @Mutation(() => TaskType)
  createTask(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => TaskInput) input: TaskInput,
  ): Promise<Task> {
    return createTask(ctx, input);
  }

  @Authorized(updateTask.access)
  @Mutation(() => TaskType)
  updateTask(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TaskInput) input: TaskInput,
  ): Promise<Task> {
    return updateTask(ctx, id, input);
  }

  @Authorized(deleteTask.access)
  @Mutation(() => Boolean, { description: 'Deletes the task with its history' })
  deleteTask(@Ctx() ctx: ServiceContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return deleteTask(ctx, id);
  }

  @Authorized(assignTask.access)
  @Mutation(() => TaskType, { description: 'employeeId null takes the task back' })
  assignTask(
    @Ctx() ctx: ServiceContext,
    @Arg('taskId', () => Int) taskId: number,
    @Arg('employeeId', () => Int, { nullable: true }) employeeId: number | null,
  ): Promise<Task> {
    return assignTask(ctx, taskId, employeeId);
  }

  @Authorized(employerDashboard.access)
  @Query(() => EmployerDashboardType)
  employerDashboard(@Ctx() ctx: ServiceContext): Promise<EmployerDashboard> {
    return employerDashboard(ctx);
  }
}
