import { formatTaskCode, ONLINE_WINDOW_MS } from '../../../../common/workforce';
import type { Viewer } from '../../shared/auth/viewer';
import type { StaffUser } from '../staff/staff.public';
import { maySeeContactOf } from './employees.service';
import type { Task } from './task.entity';
import type { TaskOutcome } from './task-outcome.entity';
import type { Page } from './paging';
import type { TaskOutcomeKind, TaskPriority, TaskStatus } from '../../../../common/workforce';

/** The shapes GraphQL answers with (see workforce.types.ts for the schema). */
export interface EmployeeView {
  id: number;
  firstName: string;
  lastName: string;
  /** Null when the reader may not see this person's contact details (maySeeContactOf). */
  email: string | null;
  phone: string | null;
  online: boolean;
  lastActiveAt: Date | null;
  createdAt: Date;
}

export interface TaskOutcomeView {
  id: number;
  kind: TaskOutcomeKind;
  companyName: string;
  name: string;
  phone: string;
  currentLocation: string;
  category: string | null;
  value: string | null;
  plan: string | null;
  region: string | null;
  date: string | null;
  reportedBy: EmployeeView | null;
  createdAt: Date;
}

export interface TaskView {
  id: number;
  taskCode: string;
  title: string;
  description: string;
  customerName: string;
  priority: TaskPriority;
  status: TaskStatus;
  dueDate: string;
  previousDueDate: string | null;
  assignee: EmployeeView | null;
  createdAt: Date;
  outcomes: TaskOutcomeView[];
}

/**
 * What a reader sees of an employee: never the password hash, and the e-mail and phone only when
 * the reader may see them. Every answer about staff (GraphQL and REST) is built from this view.
 */
export function employeeView(
  user: StaffUser,
  viewer: Viewer | undefined,
  now = Date.now(),
): EmployeeView {
  const showContact = maySeeContactOf(viewer, user.id);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: showContact ? user.email : null,
    phone: showContact ? (user.phone ?? null) : null,
    online: isOnline(user, now),
    lastActiveAt: user.lastActiveAt ?? null,
    createdAt: user.createdAt,
  };
}

export function isOnline(user: Pick<StaffUser, 'lastActiveAt'>, now = Date.now()): boolean {
  return !!user.lastActiveAt && now - user.lastActiveAt.getTime() < ONLINE_WINDOW_MS;
}

export function taskView(task: Task, viewer: Viewer | undefined): TaskView {
  return {
    id: task.id,
    taskCode: formatTaskCode(task.id),
    title: task.title,
    description: task.description,
    customerName: task.customerName,
    priority: task.priority,
    status: task.status,
    dueDate: task.dueDate,
    previousDueDate: task.previousDueDate ?? null,
    assignee: task.assignee ? employeeView(task.assignee, viewer) : null,
    createdAt: task.createdAt,
    outcomes: task.outcomes.isInitialized()
      ? task.outcomes.getItems().map((outcome) => outcomeView(outcome, viewer))
      : [],
  };
}

function outcomeView(outcome: TaskOutcome, viewer: Viewer | undefined): TaskOutcomeView {
  return {
    id: outcome.id,
    kind: outcome.kind,
    companyName: outcome.companyName,
    name: outcome.name,
    phone: outcome.phone,
    currentLocation: outcome.currentLocation,
    category: outcome.category ?? null,
    value: outcome.value ?? null,
    plan: outcome.plan ?? null,
    region: outcome.region ?? null,
    date: outcome.date ?? null,
    reportedBy: outcome.reportedBy ? employeeView(outcome.reportedBy, viewer) : null,
    createdAt: outcome.createdAt,
  };
}

export function pageView<T, V>(page: Page<T>, view: (item: T) => V): Page<V> {
  return { ...page, items: page.items.map(view) };
}
