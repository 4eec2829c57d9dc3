/** Careers rules shared by the api and the web app: job fields, filters and input limits. */

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
