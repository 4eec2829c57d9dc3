/** Input rules for job searches, enforced by the api; the browser only needs the constants. */
import { z } from 'zod';
import {
  ALL_FILTER,
  JOB_DEPARTMENTS,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_EXPERIENCE_MAX_LENGTH,
  JOB_LOCATION_MAX_LENGTH,
  JOB_SEARCH_MAX_LENGTH,
  JOB_SKILL_MAX_LENGTH,
  JOB_SKILLS_MAX_COUNT,
  JOB_SLUG_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPES,
  parseSkillsText,
} from './careers';
import { seoFieldsSchema } from './seo.schemas';
import { cleanLine, requiredLine, requiredText, stripControlsFromLine } from './text';

/** 'All', empty or absent mean no filter; GraphQL sends null for an omitted argument. */
function filterValue() {
  return z
    .string()
    .nullish()
    .transform((value) => {
      const trimmed = stripControlsFromLine(value ?? '').trim();
      return !trimmed || trimmed === ALL_FILTER ? undefined : trimmed;
    });
}

export const jobListInputSchema = z.object({
  search: cleanLine('search', JOB_SEARCH_MAX_LENGTH)
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

/**
 * Skills arrive as a list, a JSON list in a string, or comma-separated text (the original's
 * clients sent all three); all become a list of trimmed, non-empty names.
 */
function skillsInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return parseSkillsText(text);
}

const jobSkillsSchema = z.preprocess(
  skillsInput,
  z
    .array(
      z
        .string({ error: 'skills must be a list of text' })
        .transform((skill) => stripControlsFromLine(skill).trim())
        .pipe(
          z
            .string()
            .max(
              JOB_SKILL_MAX_LENGTH,
              `each skill must be at most ${JOB_SKILL_MAX_LENGTH} characters`,
            ),
        ),
      {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? 'Skills are required'
            : 'skills must be a list of text',
      },
    )
    .transform((skills) => [...new Set(skills.filter((skill) => skill !== ''))])
    .pipe(
      z
        .array(z.string())
        .min(1, 'Skills are required')
        .max(JOB_SKILLS_MAX_COUNT, `at most ${JOB_SKILLS_MAX_COUNT} skills`),
    ),
);

/** The seven fields of a job as staff write it; every one is required. */
export const jobFieldsSchema = z.object({
  title: requiredLine('Title', JOB_TITLE_MAX_LENGTH, 'title'),
  location: requiredLine('Location', JOB_LOCATION_MAX_LENGTH, 'location'),
  type: z.enum(JOB_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Type is required'
        : `type must be one of ${JOB_TYPES.join(', ')}`,
  }),
  experience: requiredLine('Experience', JOB_EXPERIENCE_MAX_LENGTH, 'experience'),
  department: z.enum(JOB_DEPARTMENTS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Department is required'
        : `department must be one of ${JOB_DEPARTMENTS.join(', ')}`,
  }),
  description: requiredText('Description', JOB_DESCRIPTION_MAX_LENGTH, 'description'),
  skills: jobSkillsSchema,
});
export type JobFieldsInput = z.input<typeof jobFieldsSchema>;

/** A job write: the seven fields, and SEO overrides when sent (absent: unchanged). */
export const jobWriteSchema = jobFieldsSchema.extend({
  seo: seoFieldsSchema.nullish().transform((value) => value ?? undefined),
});
export type JobFields = z.output<typeof jobFieldsSchema>;

/** The admin list's filters: the public filters without the title search. */
export const adminJobListInputSchema = jobListInputSchema.pick({
  department: true,
  location: true,
});
export type AdminJobListInput = z.input<typeof adminJobListInputSchema>;
