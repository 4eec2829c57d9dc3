import { z } from 'zod';
import {
  INVALID_RESUME_MESSAGE,
  applicationFieldsSchema,
  looksLikeResume,
  RESUME_MIME_TYPES,
} from '../../../../common/applications';

/** The apply form as typed: each text as entered, and the picked resume (none yet: null). */
export interface ApplicationFormValues {
  fullName: string;
  email: string;
  phone: string;
  experience: string;
  portfolio: string;
  resume: File | null;
}

export const APPLICATION_FIELDS = [
  'fullName',
  'email',
  'phone',
  'experience',
  'portfolio',
  'resume',
] as const satisfies readonly (keyof ApplicationFormValues)[];

export const EMPTY_APPLICATION: ApplicationFormValues = {
  fullName: '',
  email: '',
  phone: '',
  experience: '',
  portfolio: '',
  resume: null,
};

/** Types browsers report for PDF, DOC and DOCX; some report none, which the server settles. */
const RESUME_TYPES = new Set<string>(['', ...RESUME_MIME_TYPES]);

/** A first check of the picked file; the server decides by its content. */
export function isAcceptableResume(file: File): boolean {
  return looksLikeResume(file.name, file.size) && RESUME_TYPES.has(file.type);
}

/** A resume must be picked, and look like one; the second check runs only on a file. */
const resumeSchema = z
  .custom<File>((value) => value instanceof File, { error: 'Resume is required' })
  .pipe(z.custom<File>((file) => isAcceptableResume(file as File), INVALID_RESUME_MESSAGE));

/** The applicant's fields as the server checks them, with the resume that travels beside them. */
export const applicationFormSchema = applicationFieldsSchema.extend({ resume: resumeSchema });
export type ApplicationSubmission = z.output<typeof applicationFormSchema>;
