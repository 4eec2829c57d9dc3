import { JOB_DEPARTMENTS, JOB_TYPES, parseSkillsText } from '../../../../common/careers';
import type { CareerAdminJobFragment, JobInput } from '../../graphql/graphql';

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

export const JOB_FORM_TYPES = JOB_TYPES;
export const JOB_FORM_DEPARTMENTS = JOB_DEPARTMENTS;

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

/** The input to send, or undefined when a field is blank (skills: no name between the commas). */
export function jobInputOf(values: JobFormValues): JobInput | undefined {
  const input = {
    title: values.title.trim(),
    location: values.location.trim(),
    type: values.type,
    experience: values.experience.trim(),
    department: values.department,
    description: values.description.trim(),
    skills: parseSkillsText(values.skills),
  };
  const blank = Object.values(input).some((value) => value.length === 0);
  return blank ? undefined : input;
}
