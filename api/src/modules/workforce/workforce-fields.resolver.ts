import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { formatTaskCode } from '../../../../common/workforce';
import type { ServiceContext } from '../../shared/context';
import type { StaffUser } from '../staff/staff.public';
import { isOnline, maySeeContactOf } from './employees.service';
import type { Task } from './task.entity';
import type { TaskOutcome } from './task-outcome.entity';
import { EmployeeType, TaskType } from './workforce.types';

/**
 * The Employee fields a staff account does not store as such: contact details only for readers
 * who may see them (maySeeContactOf), and whether the person is online now.
 */
@Resolver(() => EmployeeType)
export class EmployeeFieldsResolver {
  @FieldResolver()
  email(@Root() user: StaffUser, @Ctx() ctx: ServiceContext): string | null {
    return maySeeContactOf(ctx.viewer, user.id) ? user.email : null;
  }

  @FieldResolver()
  phone(@Root() user: StaffUser, @Ctx() ctx: ServiceContext): string | null {
    return maySeeContactOf(ctx.viewer, user.id) ? (user.phone ?? null) : null;
  }

  @FieldResolver()
  online(@Root() user: StaffUser): boolean {
    return isOnline(user);
  }
}

/** The Task fields derived from the stored task. */
@Resolver(() => TaskType)
export class TaskFieldsResolver {
  @FieldResolver()
  taskCode(@Root() task: Task): string {
    return formatTaskCode(task.id);
  }

  /** Only the services that load the history answer it; the lists leave it empty. */
  @FieldResolver()
  outcomes(@Root() task: Task): TaskOutcome[] {
    return task.outcomes.isInitialized() ? task.outcomes.getItems() : [];
  }
}
