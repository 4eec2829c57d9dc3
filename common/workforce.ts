/** Workforce (employer and marketing areas): task states, page sizes and the task code. */
import { sortableList } from './sorting';

export const TASK_STATUSES = [
  'PENDING',
  'COMPLETED',
  'INCOMPLETED',
  'RESCHEDULED',
  'REJECTED',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'MEDIUM';

/** What a marketing staff member reports after visiting a customer. */
export const TASK_OUTCOME_KINDS = ['COMPLETED', 'INCOMPLETED', 'RESCHEDULED', 'REJECTED'] as const;
export type TaskOutcomeKind = (typeof TASK_OUTCOME_KINDS)[number];

/** A completed or rejected task is closed: no further outcome can be reported on it. */
export const CLOSED_TASK_STATUSES: readonly TaskStatus[] = ['COMPLETED', 'REJECTED'];

/** The Completed form's select options. */
export const OUTCOME_CATEGORIES = ['Category 1', 'Category 2', 'Category 3'] as const;
export const OUTCOME_PLANS = ['Plan 1', 'Plan 2', 'Plan 3'] as const;

/** The Employees list's sort choices; newest first unless the employer chooses another. */
export const EMPLOYEE_SORT = sortableList(
  ['CREATED_AT', 'NAME', 'EMAIL', 'PHONE', 'LAST_ACTIVE_AT'],
  { field: 'CREATED_AT', direction: 'DESC' },
);
export type EmployeeSortField = (typeof EMPLOYEE_SORT.fields)[number];

/** Task statuses in the order work moves through them: still open first, then closed. */
export const TASK_STATUS_PIPELINE: readonly TaskStatus[] = [
  'PENDING',
  'RESCHEDULED',
  'INCOMPLETED',
  'COMPLETED',
  'REJECTED',
];

/**
 * The Task Management list's sort choices; newest first unless the employer chooses another.
 * Priority sorts High to Low and status along TASK_STATUS_PIPELINE when ascending.
 */
export const TASK_SORT = sortableList(
  ['CREATED_AT', 'TITLE', 'CUSTOMER_NAME', 'PRIORITY', 'STATUS', 'DUE_DATE', 'ASSIGNEE'],
  { field: 'CREATED_AT', direction: 'DESC' },
);
export type TaskSortField = (typeof TASK_SORT.fields)[number];

export const EMPLOYEE_PAGE_SIZE = 10;
export const TASK_PAGE_SIZE = 10;
export const MARKETING_TASK_PAGE_SIZE = 10;
export const ALL_TASKS_PAGE_SIZE = 7;
/** Reports sent without a task, as the employer's task screen lists them. */
export const REPORTS_WITHOUT_TASK_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 50;
/** Far beyond any real list; keeps a hostile offset from reaching the database. */
export const MAX_OFFSET = 50_000_000;
/** How many recent employees and tasks the employer dashboard receives (it shows 4 a page). */
export const DASHBOARD_RECENT_COUNT = 20;
export const DASHBOARD_PAGE_SIZE = 4;
/** An employee counts as Online when their last request was this recent. */
export const ONLINE_WINDOW_MS = 5 * 60_000;
/** The marketing dashboard's date filter offers this many days from today. */
export const DATE_FILTER_DAYS = 7;

/** Dates of tasks are calendar days in the company's time zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

export const TASK_CODE_PATTERN = /^T-?(\d{1,9})$/i;

/** The short human task id: T-000123. */
export function formatTaskCode(id: number): string {
  return `T-${String(id).padStart(6, '0')}`;
}

/** The task id inside a task code ('T-000123', 't123' or plain '123'), or undefined. */
export function parseTaskCode(code: string): number | undefined {
  const trimmed = code.trim();
  const match = TASK_CODE_PATTERN.exec(trimmed) ?? /^(\d{1,9})$/.exec(trimmed);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : undefined;
}

/** A calendar day (YYYY-MM-DD) in the business time zone, `offsetDays` after `now`'s day. */
export function businessDay(now = new Date(), offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  if (offsetDays === 0) return today;
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}

/** Whether text is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * '2026-11-23' -> '23/11/2026': a day as staff read it (en-GB day/month/year), in the browser
 * (web/src/lib/format-date.ts) and in the text the server writes for them (search results).
 */
export function formatStaffDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
};

export const TASK_OUTCOME_LABELS: Record<TaskOutcomeKind, string> = {
  COMPLETED: 'Completed',
  INCOMPLETED: 'Incompleted',
  RESCHEDULED: 'Rescheduled',
  REJECTED: 'Rejected',
};

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  INCOMPLETED: 'In Completed',
  RESCHEDULED: 'Rescheduled',
  REJECTED: 'Rejected',
};
