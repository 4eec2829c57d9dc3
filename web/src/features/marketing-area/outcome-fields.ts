import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { OUTCOME_CATEGORIES, OUTCOME_PLANS } from '../../../../common/workforce';
import type { OutcomeKind } from './marketing-paths';

export const OUTCOME_FIELD_NAMES = [
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
export type OutcomeValues = Partial<Record<OutcomeField, string>>;
export type OutcomeErrors = Partial<Record<OutcomeField, string>>;

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

const PHONE_PATTERN = /^\+?[\d\s-]{10,}$/;

/** Every field is required; a phone number needs an optional + and at least 10 digits. */
export function validateOutcome(kind: OutcomeKind, values: OutcomeValues): OutcomeErrors {
  const errors: OutcomeErrors = {};
  for (const field of OUTCOME_FORM_FIELDS[kind]) {
    const value = values[field.name]?.trim() ?? '';
    if (!value) errors[field.name] = `${field.label} is required`;
    else if (field.type === 'tel' && !PHONE_PATTERN.test(value))
      errors[field.name] = 'Please enter a valid phone number';
  }
  return errors;
}

function isOutcomeField(name: string): name is OutcomeField {
  return OUTCOME_FIELD_NAMES.some((field) => field === name);
}

/** Per-field messages of a refused report (the server's extensions.fields). */
export function outcomeServerFieldErrors(error: unknown): OutcomeErrors {
  const errors: OutcomeErrors = {};
  if (!CombinedGraphQLErrors.is(error)) return errors;
  for (const item of error.errors) {
    const fields = item.extensions?.['fields'];
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [field, message] of Object.entries(fields)) {
      if (isOutcomeField(field) && typeof message === 'string') errors[field] ??= message;
    }
  }
  return errors;
}

/** The server's words when it refused the report; a plain apology for anything else. */
export function outcomeServerMessage(error: unknown): string {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  if (first && first.extensions?.['code'] !== 'INTERNAL_SERVER_ERROR') return first.message;
  return 'The report could not be saved. Please try again.';
}
