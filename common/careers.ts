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

export const JOB_TITLE_MAX_LENGTH = 200;
export const JOB_EXPERIENCE_MAX_LENGTH = 60;
export const JOB_DESCRIPTION_MAX_LENGTH = 20_000;
export const JOB_SKILL_MAX_LENGTH = 60;
export const JOB_SKILLS_MAX_COUNT = 30;

/** The admin form's location choices (the original's list); stored locations are free text. */
export const JOB_LOCATION_SUGGESTIONS = ['New York', 'San Francisco', 'Remote', 'Hybrid'] as const;

/** 'React, Node.js , ,SQL' -> ['React', 'Node.js', 'SQL']: split on commas, trimmed, blanks dropped. */
export function parseSkillsText(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');
}

/** A job's skills as the list shows them: joined by commas, or N/A when there are none. */
export function skillsLabel(skills: readonly string[]): string {
  return skills.length ? skills.join(', ') : 'N/A';
}

/** A job's public address, such as /careers/backend-engineer (slugs are already URL-safe). */
export function jobPath(slug: string): string {
  return `/careers/${slug}`;
}
