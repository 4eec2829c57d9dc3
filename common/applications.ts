/** Job application rules shared by the api and the web app (the apply modal). */
import { z } from 'zod';
import { requiredEmail, requiredIndianMobile } from './contact-details';
import { sortableList } from './sorting';
import { cleanLine, requiredLine } from './text';

export const APPLICATION_STATUSES = [
  'NEW',
  'SHORTLISTED',
  'INTERVIEW',
  'OFFER',
  'HIRED',
  'REJECTED',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How staff read each pipeline stage, on the Applications screen and the dashboard. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  NEW: 'New',
  SHORTLISTED: 'Shortlisted',
  INTERVIEW: 'Interview',
  OFFER: 'Offer',
  HIRED: 'Hired',
  REJECTED: 'Rejected',
};

/** The Applications screen's sort choices; newest first unless staff choose another. */
export const APPLICATION_SORT = sortableList(['CREATED_AT', 'FULL_NAME', 'JOB_TITLE', 'STATUS'], {
  field: 'CREATED_AT',
  direction: 'DESC',
});
export type ApplicationSortField = (typeof APPLICATION_SORT.fields)[number];

export function isApplicationStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server decides by the file's content. */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';
/** The types of a PDF, DOC and DOCX resume (the server reads them from the file's content). */
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const INVALID_RESUME_MESSAGE = 'Please upload a valid resume file (PDF, DOC, or DOCX).';
export const DUPLICATE_APPLICATION_MESSAGE =
  'You have already applied for this job in the last 24 hours. We will be in touch.';
export const APPLICATION_SUBMITTED_MS = 3000;

/** The applicant's fields (the job and the resume travel separately). */
export const applicationFieldsSchema = z.object({
  fullName: requiredLine('Full name', 100, 'fullName'),
  email: requiredEmail(254, 'Email', 'email'),
  phone: requiredIndianMobile(20, 'Phone', 'phone'),
  experience: requiredLine('Experience', 60, 'experience'),
  portfolio: cleanLine('portfolio', 500)
    .nullish()
    .transform((value) => value || null)
    .pipe(
      z
        .url({ protocol: /^https?$/, error: 'Portfolio must be a valid URL (http or https)' })
        .nullable(),
    ),
});
export type ApplicationFields = z.input<typeof applicationFieldsSchema>;

/** Is the file one the picker should even try? The server still checks the bytes. */
export function looksLikeResume(name: string, size: number): boolean {
  return /\.(pdf|docx?)$/i.test(name) && size > 0 && size <= RESUME_MAX_BYTES;
}
