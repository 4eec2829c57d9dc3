import { parseSkillsText } from '../../../../common/careers';
import { jobFieldsSchema, type JobFields } from '../../../../common/careers.schemas';
import type { CareerAdminJobFragment } from '../../graphql/graphql';

type JobFieldKey = keyof JobFields;

/** The job's fields, in the order the schema lists them (a field added there appears here). */
const JOB_FIELD_KEYS = Object.keys(jobFieldsSchema.shape) as JobFieldKey[];

/** The job form as typed: every field text, skills as comma-separated text. */
export type JobFormValues = Record<JobFieldKey, string>;

function formValues(valueOf: (key: JobFieldKey) => string): JobFormValues {
  return Object.fromEntries(JOB_FIELD_KEYS.map((key) => [key, valueOf(key)])) as JobFormValues;
}

export const EMPTY_JOB_FORM: JobFormValues = formValues(() => '');

export const MISSING_FIELDS_MESSAGE = 'Please fill in all fields';

export function jobFormValuesOf(job: CareerAdminJobFragment): JobFormValues {
  return formValues((key) => (key === 'skills' ? job.skills.join(', ') : job[key]));
}

/** Whether a field was left blank (skills: no name between the commas): the spec's one message. */
export function hasBlankField(values: JobFormValues): boolean {
  const { skills, ...texts } = values;
  return Object.values(texts).some((text) => !text.trim()) || parseSkillsText(skills).length === 0;
}
