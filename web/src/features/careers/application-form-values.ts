import {
  INVALID_RESUME_MESSAGE,
  applicationFieldsSchema,
  looksLikeResume,
} from '../../../../common/applications';

export interface ApplicationFormValues {
  fullName: string;
  email: string;
  phone: string;
  experience: string;
  portfolio: string;
  resume: File | null;
}

type ApplicationFieldName = keyof ApplicationFormValues;
export type ApplicationFieldErrors = Partial<Record<ApplicationFieldName, string>>;

export const EMPTY_APPLICATION: ApplicationFormValues = {
  fullName: '',
  email: '',
  phone: '',
  experience: '',
  portfolio: '',
  resume: null,
};

/** Types browsers report for PDF, DOC and DOCX; some report none, which the server settles. */
const RESUME_TYPES = new Set([
  '',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

/** A first check of the picked file; the server decides by its content. */
export function isAcceptableResume(file: File): boolean {
  return looksLikeResume(file.name, file.size) && RESUME_TYPES.has(file.type);
}

/** The same rules the server applies, so most mistakes are told before any upload. */
export function applicationFormErrors(values: ApplicationFormValues): ApplicationFieldErrors {
  const errors: ApplicationFieldErrors = {};
  const parsed = applicationFieldsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ApplicationFieldName;
      errors[field] ??= issue.message;
    }
  }
  if (!values.resume) errors.resume = 'Resume is required';
  else if (!isAcceptableResume(values.resume)) errors.resume = INVALID_RESUME_MESSAGE;
  return errors;
}
