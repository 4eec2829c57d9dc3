import { z } from 'zod';
import { OUTCOME_CATEGORIES, OUTCOME_PLANS } from '../../../../common/workforce';
import {
  completedOutcomeSchema,
  regionOutcomeSchema,
  sameRescheduleDateMessage,
  type TaskOutcomeFields,
} from '../../../../common/workforce.schemas';
import type { OutcomeKind } from './marketing-paths';

const OUTCOME_FIELD_NAMES = [
  'companyName',
  'name',
  'phone',
  'region',
  'currentLocation',
  'category',
  'value',
  'plan',
  'date',
] as const;
export type OutcomeField = (typeof OUTCOME_FIELD_NAMES)[number];
/** What the form holds: the typed text of every field, and which task and form it is. */
export type OutcomeFormValues = Record<OutcomeField, string> & {
  taskCode: string;
  kind: OutcomeKind;
};

export interface OutcomeFieldSetup {
  name: OutcomeField;
  label: string;
  type: 'text' | 'tel' | 'date' | 'select';
  options?: readonly string[];
  autoComplete?: string;
}

const companyName: OutcomeFieldSetup = {
  name: 'companyName',
  label: 'Company Name',
  type: 'text',
  autoComplete: 'organization',
};
const name: OutcomeFieldSetup = { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' };
const currentLocation: OutcomeFieldSetup = {
  name: 'currentLocation',
  label: 'Current Location',
  type: 'text',
};

const COMPLETED_FIELDS: readonly OutcomeFieldSetup[] = [
  companyName,
  name,
  currentLocation,
  { name: 'phone', label: 'Phone No', type: 'tel', autoComplete: 'tel' },
  { name: 'category', label: 'Category', type: 'select', options: OUTCOME_CATEGORIES },
  { name: 'value', label: 'Value', type: 'text' },
  { name: 'plan', label: 'Plan', type: 'select', options: OUTCOME_PLANS },
];

/** Incompleted, Reschedule and Rejected ask the same things; only the region's name differs. */
function visitFields(regionLabel: string, dateLabel: string): readonly OutcomeFieldSetup[] {
  return [
    companyName,
    name,
    { name: 'phone', label: 'Mobile', type: 'tel', autoComplete: 'tel' },
    { name: 'region', label: regionLabel, type: 'text' },
    currentLocation,
    { name: 'date', label: dateLabel, type: 'date' },
  ];
}

export const OUTCOME_FORM_FIELDS: Record<OutcomeKind, readonly OutcomeFieldSetup[]> = {
  COMPLETED: COMPLETED_FIELDS,
  INCOMPLETED: visitFields('Incompleted Region', 'Date'),
  RESCHEDULED: visitFields('Reschedule Region', 'Reschedule Date'),
  REJECTED: visitFields('Rejected Region', 'Date'),
};

/** An empty form for the task `taskCode`. */
export function emptyOutcomeForm(kind: OutcomeKind, taskCode: string): OutcomeFormValues {
  const empty = Object.fromEntries(OUTCOME_FIELD_NAMES.map((name) => [name, '']));
  return { ...(empty as Record<OutcomeField, string>), taskCode, kind };
}

/**
 * The server's schema for the kind, with the form's own words for an empty field ('Mobile is
 * required'); a filled field then passes its common rule, so both refuse the same things. A
 * reschedule to `currentDueDate`, the day the task is already due, is refused as the server does.
 */
export function outcomeFormSchema(
  kind: OutcomeKind,
  currentDueDate?: string,
): z.ZodType<TaskOutcomeFields, OutcomeFormValues> {
  const common = kind === 'COMPLETED' ? completedOutcomeSchema : regionOutcomeSchema;
  const rules: Record<string, z.ZodType<unknown, string>> = { ...common.shape };
  for (const { name, label } of OUTCOME_FORM_FIELDS[kind]) {
    const required = `${label} is required`;
    const rule = rules[name];
    if (rule) rules[name] = z.string({ error: required }).trim().min(1, required).pipe(rule);
  }
  const date = rules['date'];
  if (kind === 'RESCHEDULED' && currentDueDate && date) {
    rules['date'] = date.refine(
      (value) => value !== currentDueDate,
      sameRescheduleDateMessage(currentDueDate),
    );
  }
  // Each field only narrows the common schema's own rule, so the output is the common one's.
  return z.object(rules) as unknown as z.ZodType<TaskOutcomeFields, OutcomeFormValues>;
}
