import type { ObjectQuery } from '@mikro-orm/core';
import {
  isCalendarDay,
  parseTaskCode,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
} from '../../../../common/workforce';
import { containsPattern } from '../../shared/like-pattern';
import type { Task } from './task.entity';

const SEARCHED_COLUMNS = ['title', 'description', 'customerName', 'dueDate'] as const;
/** What the task list shows for a task nobody has. */
const UNASSIGNED = 'unassigned';
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * One search word against everything the employer's task list shows: title, description,
 * customer, assignee (or 'unassigned'), task code, the priority and status as labelled, and the
 * due date written YYYY-MM-DD, DD/MM/YYYY or with the month's name ('25 Nov 2026').
 */
export function taskTermCondition(term: string): ObjectQuery<Task> {
  const pattern = containsPattern(term);
  const conditions: ObjectQuery<Task>[] = [
    ...SEARCHED_COLUMNS.map((column) => ({ [column]: { $ilike: pattern } })),
    { assignee: { firstName: { $ilike: pattern } } },
    { assignee: { lastName: { $ilike: pattern } } },
    ...dueDateConditions(term),
  ];
  const id = parseTaskCode(term);
  if (id) conditions.push({ id });
  const priorities = labelsContaining(TASK_PRIORITIES, TASK_PRIORITY_LABELS, term);
  if (priorities.length) conditions.push({ priority: { $in: priorities } });
  const statuses = labelsContaining(TASK_STATUSES, TASK_STATUS_LABELS, term);
  if (statuses.length) conditions.push({ status: { $in: statuses } });
  if (UNASSIGNED.includes(term.toLowerCase())) conditions.push({ assignee: null });
  return { $or: conditions };
}

/** The values whose label (or stored name) holds the word: 'high' finds HIGH. */
function labelsContaining<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  term: string,
): T[] {
  const word = term.toLowerCase();
  return values.filter(
    (value) => labels[value].toLowerCase().includes(word) || value.toLowerCase().includes(word),
  );
}

/** A day, month and optional year as written day first: 25/11/2026, 25.11, 25-Nov-2026. */
const DAY_FIRST = /^(\d{1,2})[/.-]([a-z]{3,}|\d{1,2})(?:[/.-](\d{4}))?$/i;

/** Due dates a word names in the other forms a date is written: 25/11/2026, 25/11, Nov. */
export function dueDateConditions(term: string): ObjectQuery<Task>[] {
  const dayFirst = DAY_FIRST.exec(term);
  if (!dayFirst) {
    const month = monthNumber(term);
    return month ? [{ dueDate: { $like: `____-${twoDigits(month)}-__` } }] : [];
  }
  const [, day = '', monthText = '', year] = dayFirst;
  const month = /^\d+$/.test(monthText) ? Number(monthText) : monthNumber(monthText);
  const monthDay = `${twoDigits(month)}-${twoDigits(Number(day))}`;
  if (!year) return month ? [{ dueDate: { $like: `%-${monthDay}` } }] : [];
  const iso = `${year}-${monthDay}`;
  return isCalendarDay(iso) ? [{ dueDate: iso }] : [];
}

/**
 * 1-12 for a month's name or its start ('Nov', 'november', and the 'Sept' some locales write),
 * 0 otherwise; three letters at least, so 'a' or 'ma' do not turn into months.
 */
function monthNumber(word: string): number {
  const lower = word.toLowerCase();
  if (lower === 'sept') return 9;
  return lower.length >= 3 ? MONTHS.findIndex((name) => name.startsWith(lower)) + 1 : 0;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
