import type { Request } from 'express';
import { z } from 'zod';
import {
  ALL_TASKS_PAGE_SIZE,
  formatTaskCode,
  MARKETING_TASK_PAGE_SIZE,
  TASK_PRIORITY_LABELS,
} from '../../../../common/workforce';
import { eitherOf } from '../../shared/auth/operation';
import type { Viewer } from '../../shared/auth/viewer';
import { parseId } from '../../shared/id-arg';
import { numberQueryValue, singleQueryValue, sortQueryValue } from '../../shared/query-params';
import { serviceContext } from '../../shared/rest';
import { jsonAnswer, NOT_FOUND } from '../../shared/rest-docs';
import type { RestRoute } from '../../shared/rest-routes';
import type { StaffUser } from '../staff/staff.public';
import {
  allEmployees,
  createEmployee,
  deleteEmployee,
  isOnline,
  maySeeContactOf,
  updateEmployee,
} from './employees.service';
import { listMyTasks, searchMyTasks } from './my-tasks.service';
import { restPageNumbers, restPageWindow, type Page, type PageWindow } from './paging';
import type { Task } from './task.entity';
import type { TaskOutcome } from './task-outcome.entity';
import { reportFieldOutcome } from './task-outcomes.service';
import { allTasks, createTask } from './tasks.service';
import {
  allTasksQuerySchema,
  createTaskAnswerSchema,
  employeeAnswerSchema,
  employeeListQuerySchema,
  fieldReportAnswerSchema,
  fieldReportBodySchema,
  restEmployeeBodySchema,
  restEmployeeSchema,
  restTaskBodySchema,
  restTaskPageSchema,
  restTaskSchema,
  taskSearchQuerySchema,
} from './workforce.rest-docs';

const employeeBody = { type: 'application/json', schema: restEmployeeBodySchema } as const;

/**
 * The original clients' employee and task calls (paths and field names as they were, spelling
 * included), over the same services as GraphQL.
 */
export const workforceRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/v1/emplyeers/admins/createEmployee',
    access: createEmployee.access,
    summary: 'Add a marketing staff member',
    request: { body: employeeBody },
    responses: { 201: jsonAnswer('The new account', employeeAnswerSchema) },
    handler: async (req, res) => {
      const ctx = serviceContext(res);
      const employee = await createEmployee(ctx, employeeFields(req));
      res.status(201).json({ success: true, employee: toRestEmployee(employee, ctx.viewer) });
    },
  },
  {
    method: 'get',
    path: '/v1/emplyeers/admins/allemplyees',
    access: allEmployees.access,
    summary: 'List marketing staff',
    request: { query: employeeListQuerySchema },
    responses: { 200: jsonAnswer('Every marketing staff member', restEmployeeSchema.array()) },
    handler: async (req, res) => {
      const ctx = serviceContext(res);
      const employees = await allEmployees(ctx, sortQueryValue(req.query));
      res.json(employees.map((user) => toRestEmployee(user, ctx.viewer)));
    },
  },
  {
    method: 'put',
    path: '/v1/emplyeers/:id',
    access: updateEmployee.access,
    summary: 'Change a marketing staff member',
    request: { body: employeeBody },
    responses: { 200: jsonAnswer('The account as saved', employeeAnswerSchema), ...NOT_FOUND },
    handler: async (req, res) => {
      const id = parseId(String(req.params['id']));
      const ctx = serviceContext(res);
      const employee = await updateEmployee(ctx, id, employeeFields(req));
      res.json({ success: true, employee: toRestEmployee(employee, ctx.viewer) });
    },
  },
  {
    method: 'delete',
    path: '/v1/emplyeers/:id',
    access: deleteEmployee.access,
    summary: 'Remove a marketing staff member',
    responses: {
      200: jsonAnswer('Removed', z.object({ success: z.literal(true) })),
      ...NOT_FOUND,
    },
    handler: async (req, res) => {
      await deleteEmployee(serviceContext(res), parseId(String(req.params['id'])));
      res.json({ success: true });
    },
  },
  {
    method: 'post',
    path: '/v1/emplyeers/admins/createtask',
    access: createTask.access,
    summary: 'Create a task',
    request: { body: { type: 'application/json', schema: restTaskBodySchema } },
    responses: { 201: jsonAnswer('The new task', createTaskAnswerSchema) },
    handler: async (req, res) => {
      const task = await createTask(serviceContext(res), taskFields(req));
      res.status(201).json({ ok: true, task_id: formatTaskCode(task.id), task: toRestTask(task) });
    },
  },
  {
    method: 'get',
    path: '/v1/emplyeers/admins/getalltask',
    access: eitherOf(allTasks.access, listMyTasks.access),
    summary: 'List tasks',
    description:
      'Admins and employers get every task as a list (sorted by `sort`); marketing staff a page ' +
      'of their own tasks (`page`, `limit`), as `{ tasks, totalPages, totalTasks, currentPage }`.',
    request: { query: allTasksQuerySchema },
    responses: {
      200: jsonAnswer(
        'Every task, or one page of my tasks',
        z.union([restTaskSchema.array(), restTaskPageSchema]),
      ),
    },
    handler: async (req, res) => {
      const ctx = serviceContext(res);
      // Employers and admins get every task as a list; marketing staff a page of their own.
      if (ctx.viewer?.role !== 'MARKETING') {
        res.json((await allTasks(ctx, sortQueryValue(req.query))).map(toRestTask));
        return;
      }
      const window = restPageWindow(
        numberQueryValue(req.query['page'], 'page'),
        numberQueryValue(req.query['limit'], 'limit') ?? ALL_TASKS_PAGE_SIZE,
      );
      res.json(toRestTaskPage(await listMyTasks(ctx, window), window));
    },
  },
  {
    method: 'get',
    path: '/tasks/search',
    access: searchMyTasks.access,
    summary: 'Search my tasks',
    request: { query: taskSearchQuerySchema },
    responses: { 200: jsonAnswer('One page of matching tasks', restTaskPageSchema) },
    handler: async (req, res) => {
      const window = restPageWindow(
        numberQueryValue(req.query['page'], 'page'),
        MARKETING_TASK_PAGE_SIZE,
      );
      const page = await searchMyTasks(serviceContext(res), {
        query: singleQueryValue(req.query['query'], 'query'),
        date: singleQueryValue(req.query['date'], 'date'),
        ...window,
      });
      res.json(toRestTaskPage(page, window));
    },
  },
  {
    method: 'post',
    path: '/rejected-task',
    access: reportFieldOutcome.access,
    summary: 'Report the outcome of a visit',
    description:
      'One of four forms: with `incompletedRegions`, `rescheduleRegions` or `rejectRegions` ' +
      'it is that outcome (with `date`); with none, Completed (with `category`, `value`, `plan`).',
    request: { body: { type: 'application/json', schema: fieldReportBodySchema } },
    responses: { 201: jsonAnswer('The stored report', fieldReportAnswerSchema), ...NOT_FOUND },
    handler: async (req, res) => {
      const report = await reportFieldOutcome(serviceContext(res), outcomeFields(req));
      const task = report.task ?? null;
      res.status(201).json({
        success: true,
        task: task && toRestTask(task),
        report: toRestReport(report),
      });
    },
  },
];

function body(req: Request): Record<string, unknown> {
  const value: unknown = req.body;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The original sent snake_case (first_name); the newer form camelCase (firstName, phoneNumber). */
function employeeFields(req: Request) {
  const fields = body(req);
  return {
    firstName: fields['first_name'] ?? fields['firstName'],
    lastName: fields['last_name'] ?? fields['lastName'],
    email: fields['email'],
    phone: fields['phone'] ?? fields['phoneNumber'],
    password: fields['password'],
  };
}

function taskFields(req: Request) {
  const fields = body(req);
  const priority = fields['priority'];
  return {
    title: fields['title'],
    description: fields['description'],
    dueDate: fields['dueDate'] ?? fields['due_date'],
    customerName: fields['customer_name'] ?? fields['customerName'],
    // The original sent 'High', 'Medium' or 'Low'.
    priority: typeof priority === 'string' ? priority.toUpperCase() : priority,
    assigneeId: fields['assignee_id'] ?? fields['assigneeId'],
  };
}

/**
 * The outcome forms' payload, with or without a task reference (the original sent none). Which
 * regions field is present tells the form: incompletedRegions, rescheduleRegions or
 * rejectRegions; without one, category, value and plan make it Completed.
 */
const REGION_FIELDS = {
  incompletedRegions: 'INCOMPLETED',
  rescheduleRegions: 'RESCHEDULED',
  rejectRegions: 'REJECTED',
} as const;

function outcomeFields(req: Request) {
  const fields = body(req);
  const regionField = (Object.keys(REGION_FIELDS) as (keyof typeof REGION_FIELDS)[]).find(
    (name) => fields[name] !== undefined,
  );
  return {
    taskCode: fields['task_id'] ?? fields['taskId'],
    kind: regionField ? REGION_FIELDS[regionField] : 'COMPLETED',
    companyName: fields['companyName'],
    name: fields['name'],
    phone: fields['mobile'] ?? fields['phone'],
    currentLocation: fields['currentLocation'],
    region: regionField ? fields[regionField] : undefined,
    date: fields['date'],
    category: fields['category'],
    value: fields['value'],
    plan: fields['plan'],
  };
}

/** The original's employee shape, with the same contact rule as GraphQL's Employee. */
function toRestEmployee(
  user: StaffUser,
  viewer: Viewer | undefined,
): z.input<typeof restEmployeeSchema> {
  const showContact = maySeeContactOf(viewer, user.id);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: showContact ? user.email : null,
    phone: showContact ? (user.phone ?? null) : null,
    last_active: user.lastActiveAt?.toISOString() ?? null,
    online: isOnline(user),
    created_at: user.createdAt.toISOString(),
  };
}

function toRestTask(task: Task): z.input<typeof restTaskSchema> {
  const assignee = task.assignee;
  return {
    id: task.id,
    task_id: formatTaskCode(task.id),
    title: task.title,
    description: task.description,
    customer_name: task.customerName,
    priority: TASK_PRIORITY_LABELS[task.priority as keyof typeof TASK_PRIORITY_LABELS],
    status: task.status.toLowerCase(),
    dueDate: task.dueDate,
    previousDueDate: task.previousDueDate ?? null,
    assignee: assignee
      ? { id: assignee.id, name: `${assignee.firstName} ${assignee.lastName}` }
      : null,
    created_at: task.createdAt.toISOString(),
  };
}

/** The stored report, every field the client sent under the names the forms use. */
function toRestReport(report: TaskOutcome) {
  return {
    id: report.id,
    kind: report.kind.toLowerCase(),
    task_id: report.task ? formatTaskCode(report.task.id) : null,
    companyName: report.companyName,
    name: report.name,
    mobile: report.phone,
    currentLocation: report.currentLocation,
    region: report.region ?? null,
    date: report.date ?? null,
    category: report.category ?? null,
    value: report.value ?? null,
    plan: report.plan ?? null,
    created_at: report.createdAt.toISOString(),
  };
}

/** The original clients page by number: `window` is the page they asked for. */
function toRestTaskPage(page: Page<Task>, window: PageWindow) {
  const numbers = restPageNumbers(page, window);
  return {
    tasks: page.items.map(toRestTask),
    totalPages: numbers.pageCount,
    totalTasks: page.total,
    currentPage: numbers.page,
  };
}
