import { parseSkillsText } from '../../../../common/careers';
import type { CareerAdminJobFragment } from '../../graphql/graphql';

/** The job form as typed: every field text, skills as comma-separated text. */
export interface JobFormValues {
  title: string;
  location: string;
  type: string;
  experience: string;
  department: string;
  description: string;
  skills: string;
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  location: '',
  type: '',
  experience: '',
  department: '',
  description: '',
  skills: '',
};

export const MISSING_FIELDS_MESSAGE = 'Please fill in all fields';

export function jobFormValuesOf(job: CareerAdminJobFragment): JobFormValues {
  return {
    title: job.title,
    location: job.location,
    type: job.type,
    experience: job.experience,
    department: job.department,
    description: job.description,
    skills: job.skills.join(', '),
  };
}

/** Whether a field was left blank (skills: no name between the commas): the spec's one message. */
export function hasBlankField(values: JobFormValues): boolean {
  const { skills, ...texts } = values;
  return Object.values(texts).some((text) => !text.trim()) || parseSkillsText(skills).length === 0;
}
