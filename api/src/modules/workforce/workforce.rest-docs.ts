import { z } from 'zod';
import {
  EMPLOYEE_SORT,
  OUTCOME_CATEGORIES,
  OUTCOME_PLANS,
  TASK_PRIORITY_LABELS,
  TASK_SORT,
  TASK_STATUSES,
} from '../../../../common/workforce';
import { sortQuery, isoDateTime, isoDate } from '../../shared/rest-docs';

const also = (name: string) => ({ description: `Also accepted as \`${name}\`` });

/** The employee form as the original clients send it (snake_case; camelCase works too). */
export const restEmployeeBodySchema = z.object({
  first_name: z.string().meta(also('firstName')),
  last_name: z.string().meta(also('lastName')),
  email: z.email(),
  phone: z.string().meta(also('phoneNumber')),
  password: z.string().optional().meta({
    description: 'Required when creating; empty keeps the current password on edit',
  }),
});

export const restEmployeeSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable().meta({ description: 'Null when the caller may not see it' }),
    phone: z.string().nullable().meta({ description: 'Null when the caller may not see it' }),
    last_active: isoDateTime().nullable(),
    online: z.boolean(),
    created_at: isoDateTime(),
  })
  .meta({ id: 'Employee' });

export const employeeAnswerSchema = z.object({
  success: z.literal(true),
  employee: restEmployeeSchema,
});

export const employeeListQuerySchema = z.object(sortQuery(EMPLOYEE_SORT.fields));

const PRIORITY_LABELS = Object.values(TASK_PRIORITY_LABELS) as [string, ...string[]];

export const restTaskBodySchema = z.object({
  title: z.string(),
  description: z.string(),
  dueDate: isoDate().meta(also('due_date')),
  customer_name: z.string().optional().meta(also('customerName')),
  priority: z.enum(PRIORITY_LABELS).optional().meta({ description: 'Medium when absent' }),
  assignee_id: z.int().nullable().optional().meta(also('assigneeId')),
});

export const restTaskSchema = z
  .object({
    id: z.number().int(),
    task_id: z.string().meta({ description: 'The code staff read, such as T-000123' }),
    title: z.string(),
    description: z.string(),
    customer_name: z.string(),
    priority: z.enum(PRIORITY_LABELS),
    status: z.enum(TASK_STATUSES.map((status) => status.toLowerCase()) as [string, ...string[]]),
    dueDate: isoDate(),
    previousDueDate: isoDate().nullable(),
    assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: isoDateTime(),
  })
  .meta({ id: 'Task' });

export const createTaskAnswerSchema = z.object({
  ok: z.literal(true),
  task_id: z.string(),
  task: restTaskSchema,
});

export const restTaskPageSchema = z.object({
  tasks: z.array(restTaskSchema),
  totalPages: z.number().int(),
  totalTasks: z.number().int(),
  currentPage: z.number().int(),
});

const pageQuery = {
  page: z.int().min(1).optional().meta({ description: 'Page number, from 1' }),
};

export const allTasksQuerySchema = z.object({
  ...sortQuery(TASK_SORT.fields),
  ...pageQuery,
  limit: z.int().min(1).optional().meta({ description: 'Marketing staff: tasks per page' }),
});

export const taskSearchQuerySchema = z.object({
  query: z.string().optional().meta({ description: 'Words in the title, customer or code' }),
  date: isoDate().optional().meta({ description: 'Only tasks due on this day' }),
  ...pageQuery,
});

/** One outcome form: which regions field is present names the form; none means Completed. */
export const fieldReportBodySchema = z.object({
  task_id: z.string().optional().meta({ description: 'The task reported on, if any (T-000123)' }),
  companyName: z.string(),
  name: z.string(),
  mobile: z.string().meta(also('phone')),
  currentLocation: z.string(),
  incompletedRegions: z.string().optional().meta({ description: 'Incompleted form: the region' }),
  rescheduleRegions: z.string().optional().meta({ description: 'Reschedule form: the region' }),
  rejectRegions: z.string().optional().meta({ description: 'Rejected form: the region' }),
  date: isoDate().optional().meta({ description: 'With a regions field: the day' }),
  category: z.enum(OUTCOME_CATEGORIES).optional().meta({ description: 'Completed form' }),
  value: z.string().optional().meta({ description: 'Completed form' }),
  plan: z.enum(OUTCOME_PLANS).optional().meta({ description: 'Completed form' }),
});

export const fieldReportAnswerSchema = z.object({
  success: z.literal(true),
  task: restTaskSchema.nullable(),
  report: z.record(z.string(), z.unknown()).meta({ description: 'The stored report' }),
});
