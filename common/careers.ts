/** Careers rules shared by the api and the web app: job fields, filters and input limits. */
import { z } from 'zod';
import { cleanText } from './text';

export const JOB_DEPARTMENTS = [
  'Engineering',
  'Design',
  'Marketing',
  'Sales',
  'Product',
  'HR',
  'Finance',
] as const;
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Freelance'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** The filter value that means 'no filter', shown first in every filter. */
export const ALL_FILTER = 'All';

export const JOB_SEARCH_MAX_LENGTH = 200;
export const JOB_LOCATION_MAX_LENGTH = 120;
export const JOB_SLUG_MAX_LENGTH = 160;

/** 'All', empty or absent mean no filter; GraphQL sends null for an omitted argument. */
function filterValue() {
  return z
    .string()
    .nullish()
    .transform((value) => {
      const trimmed = value?.replace(/\0/g, '').trim();
      return !trimmed || trimmed === ALL_FILTER ? undefined : trimmed;
    });
}

export const jobListInputSchema = z.object({
  search: cleanText('search', JOB_SEARCH_MAX_LENGTH)
    .nullish()
    .transform((value) => value || undefined),
  department: filterValue().pipe(
    z
      .enum(JOB_DEPARTMENTS, {
        error: () => `department must be ${ALL_FILTER} or one of ${JOB_DEPARTMENTS.join(', ')}`,
      })
      .optional(),
  ),
  location: filterValue().pipe(
    z
      .string()
      .max(
        JOB_LOCATION_MAX_LENGTH,
        `location must be at most ${JOB_LOCATION_MAX_LENGTH} characters`,
      )
      .optional(),
  ),
});
export type JobListInput = z.input<typeof jobListInputSchema>;

export const jobSlugSchema = z
  .string()
  .trim()
  .max(JOB_SLUG_MAX_LENGTH, `slug must be at most ${JOB_SLUG_MAX_LENGTH} characters`)
  .regex(/^[a-z0-9-]+$/, 'slug may only contain lowercase letters, digits and hyphens');

/** schema.org JobPosting employmentType for each job type. */
export const SCHEMA_ORG_EMPLOYMENT_TYPE: Record<JobType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Freelance: 'CONTRACTOR',
};

/** A job is remote when its location says so ('Remote', 'Remote (India)'), not when hybrid. */
export function isRemoteLocation(location: string): boolean {
  return /^\s*remote\b/i.test(location);
}

/** The e-mail subject of an application sent by e-mail. */
export function applicationSubject(jobTitle: string): string {
  return `Application: ${jobTitle}`;
}
