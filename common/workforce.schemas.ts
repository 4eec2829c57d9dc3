/**
 * Input rules of the employer and marketing areas. The api parses every input with these; the
 * forms use them for instant feedback, so both refuse exactly the same things with the same words.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, staffPhoneSchema } from './staff';
import { cleanLine, cleanText } from './text';
import {
  DEFAULT_TASK_PRIORITY,
  formatStaffDay,
  isCalendarDay,
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  OUTCOME_CATEGORIES,
  OUTCOME_PLANS,
  TASK_OUTCOME_KINDS,
  TASK_PRIORITIES,
} from './workforce';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required for new employees';
/** Said for any e-mail already in use, whatever the role of the account that has it. */
export const EMPLOYEE_EMAIL_UNAVAILABLE_MESSAGE =
  'This email cannot be used for an employee account';
export const SEARCH_MAX_LENGTH = 200;
const ASSIGNEE_ID_MESSAGE = 'assigneeId must be a positive whole number';

/**
 * A field that must be filled in, cleaned by the shared rules (one line unless `clean` says
 * otherwise), with the forms' one message for anything missing.
 */
function requiredField(label: string, maxLength: number, clean = cleanLine) {
  return z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .pipe(clean(label, maxLength))
    .pipe(z.string().min(1, REQUIRED_FIELDS_MESSAGE));
}

const calendarDay = (label: string) =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .refine(isCalendarDay, `${label} must be a date written YYYY-MM-DD`);

/** The employee form: everything but the password is required; e-mail stored lower-cased. */
export const employeeSchema = z.object({
  firstName: requiredField('First name', 100),
  lastName: requiredField('Last name', 100),
  email: requiredField('Email', 254)
    .pipe(z.email(INVALID_EMAIL_MESSAGE))
    .transform((value) => value.toLowerCase()),
  phone: requiredField('Phone', 30).pipe(staffPhoneSchema.pipe(z.string().min(1))),
  /** Empty or absent keeps the current password on edit; adding requires one. */
  password: z
    .string()
    .nullish()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
        .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
        .optional(),
    ),
});
export type EmployeeFormInput = z.input<typeof employeeSchema>;

export const newEmployeeSchema = employeeSchema.refine((employee) => employee.password, {
  message: PASSWORD_REQUIRED_MESSAGE,
  path: ['password'],
});

/** The task form. */
export const taskSchema = z.object({
  title: requiredField('Title', 200),
  description: requiredField('Description', 5000, cleanText),
  dueDate: calendarDay('Due date'),
  customerName: cleanLine('Customer name', 200)
    .nullish()
    .transform((value) => value ?? ''),
  priority: z
    .enum(TASK_PRIORITIES, { error: 'Priority must be High, Medium or Low' })
    .nullish()
    .transform((value) => value ?? DEFAULT_TASK_PRIORITY),
  /**
   * Absent keeps the current assignee on edit; null leaves the task unassigned. GraphQL sends
   * the ID as a string, the original REST clients a number.
   */
  assigneeId: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,15}$/, ASSIGNEE_ID_MESSAGE)
        .transform(Number),
    ])
    .pipe(z.number().int().positive(ASSIGNEE_ID_MESSAGE))
    .nullish(),
});
export type TaskFormInput = z.input<typeof taskSchema>;

/** A 1-based page number, as the REST routes of the original clients send it. */
export const pageSchema = z
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(1_000_000, 'page is too large')
  .nullish()
  .transform((value) => value ?? 1);

export const limitSchema = z
  .number({ error: 'limit must be a whole number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`);

/** The rows of a paged list: skip `offset`, take `limit` (the list's page size when absent). */
export function pageWindowSchema(defaultLimit: number) {
  return z.object({
    offset: z
      .number({ error: 'offset must be a whole number' })
      .int('offset must be a whole number')
      .min(0, 'offset must be 0 or more')
      .max(MAX_OFFSET, 'offset is too large')
      .nullish()
      .transform((value) => value ?? 0),
    limit: limitSchema.nullish().transform((value) => value ?? defaultLimit),
  });
}
export type PageWindowInput = z.input<ReturnType<typeof pageWindowSchema>>;

export const searchSchema = cleanLine('search', SEARCH_MAX_LENGTH)
  .nullish()
  .transform((value) => value || undefined);

export const taskSearchSchema = z.object({
  query: searchSchema,
  date: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || undefined)
    .pipe(z.string().refine(isCalendarDay, 'date must be a date written YYYY-MM-DD').optional()),
});
export type TaskSearchInput = z.input<typeof taskSearchSchema>;

const outcomeBase = {
  taskCode: requiredField('Task id', 20),
  companyName: requiredField('Company name', 200),
  name: requiredField('Name', 200),
  phone: requiredField('Phone', 30).pipe(staffPhoneSchema),
  currentLocation: requiredField('Current location', 300),
};

/** The Completed form. */
export const completedOutcomeSchema = z.object({
  ...outcomeBase,
  kind: z.literal('COMPLETED'),
  category: z.enum(OUTCOME_CATEGORIES, { error: REQUIRED_FIELDS_MESSAGE }),
  value: requiredField('Value', 200),
  plan: z.enum(OUTCOME_PLANS, { error: REQUIRED_FIELDS_MESSAGE }),
});

/** The Incompleted, Reschedule and Rejected forms. */
export const regionOutcomeSchema = z.object({
  ...outcomeBase,
  kind: z.enum(['INCOMPLETED', 'RESCHEDULED', 'REJECTED']),
  region: requiredField('Region', 200),
  date: calendarDay('Date'),
});

export const RESCHEDULE_IN_PAST_MESSAGE = 'Reschedule date cannot be in the past';

/** Said when a reschedule names the day the task is already due. */
export function sameRescheduleDateMessage(dueDate: string): string {
  return `Reschedule date must differ from the task's current date (${formatStaffDay(dueDate)})`;
}

const KIND_MESSAGE = `kind must be one of ${TASK_OUTCOME_KINDS.join(', ')}`;

/** A report on one of my tasks (the marketing area's forms). */
export const taskOutcomeSchema = z.discriminatedUnion(
  'kind',
  [completedOutcomeSchema, regionOutcomeSchema],
  { error: KIND_MESSAGE },
);
export type TaskOutcomeFormInput = z.input<typeof taskOutcomeSchema>;
export type TaskOutcomeFields = z.output<typeof taskOutcomeSchema>;

/** A task reference that may be left out: the original clients' reports carried none. */
const optionalTaskCode = {
  taskCode: cleanLine('Task id', 20)
    .nullish()
    .transform((value) => value || undefined),
};

/** The same forms as the original clients send them, with or without a task reference. */
export const fieldReportSchema = z.discriminatedUnion(
  'kind',
  [completedOutcomeSchema.extend(optionalTaskCode), regionOutcomeSchema.extend(optionalTaskCode)],
  { error: KIND_MESSAGE },
);
export type FieldReportFields = z.output<typeof fieldReportSchema>;
