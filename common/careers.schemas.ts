/** Input rules for job searches, enforced by the api; the browser only needs the constants. */
import { z } from 'zod';
import {
  ALL_FILTER,
  JOB_DEPARTMENTS,
  JOB_LOCATION_MAX_LENGTH,
  JOB_SEARCH_MAX_LENGTH,
  JOB_SLUG_MAX_LENGTH,
} from './careers';
import { cleanText } from './text';

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
