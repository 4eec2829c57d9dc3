/**
 * Lead rules shared by the web forms and the api: what a contact message, a project request
 * and a chat lead must contain, with the messages a visitor sees. The server parses every
 * submission with these; the browser repeats them for instant feedback.
 */
import { z } from 'zod';
import { requiredEmail, requiredIndianMobile } from './contact-details';
import { cleanLine, requiredLine, requiredText } from './text';

export const LEAD_KINDS = ['CONTACT', 'PROJECT', 'CHAT'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Where staff are with a lead; every new one starts as NEW. */
export const LEAD_WORKFLOW_STATUSES = ['NEW', 'CONTACTED', 'QUALIFIED', 'WON', 'LOST'] as const;
export type LeadWorkflowStatus = (typeof LEAD_WORKFLOW_STATUSES)[number];

/**
 * Every status a lead may have: the workflow's, and SPAM for a submission kept but flagged (the
 * honeypot caught it, it came past the per-visitor limit, or staff marked it). Spam is out of
 * the inbox unless asked for, and staff can restore it.
 */
export const LEAD_STATUSES = [...LEAD_WORKFLOW_STATUSES, 'SPAM'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Why a lead was flagged as spam. */
export const SPAM_REASONS = ['HONEYPOT', 'RATE_LIMITED', 'STAFF'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** The services a visitor can pick in the chat widget. */
export const CHAT_SERVICES = [
  'Website_Development',
  'WhatsApp_API',
  'Social_Media',
  'Custom_Software',
  'CRM',
] as const;
export type ChatServiceKey = (typeof CHAT_SERVICES)[number];

export const LEAD_TEXT_MAX_LENGTH = 200;
export const LEAD_MESSAGE_MAX_LENGTH = 5000;
export const LEAD_PAGE_PATH_MAX_LENGTH = 300;

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again in a few minutes.';

export const leadNameSchema = requiredLine('Name', LEAD_TEXT_MAX_LENGTH).pipe(
  z.string().min(2, 'Name should be at least 2 characters long'),
);

export const leadEmailSchema = requiredEmail(LEAD_TEXT_MAX_LENGTH);

export const leadMobileSchema = requiredIndianMobile(LEAD_TEXT_MAX_LENGTH);

export const leadSubjectSchema = requiredLine('Subject', LEAD_TEXT_MAX_LENGTH);
export const leadMessageSchema = requiredText('Message', LEAD_MESSAGE_MAX_LENGTH);
export const leadBusinessNameSchema = requiredLine('Business name', LEAD_TEXT_MAX_LENGTH);

export const chatServiceSchema = z.enum(CHAT_SERVICES, {
  error: `Service must be one of ${CHAT_SERVICES.join(', ')}`,
});

/** The site page a lead came from; optional, and only a path on this site. */
const pagePathSchema = cleanLine('Page path', LEAD_PAGE_PATH_MAX_LENGTH)
  .pipe(z.string().regex(/^(\/.*)?$/, 'Page path must start with /'))
  .nullish()
  .transform((value) => value || undefined);

/**
 * The hidden 'website' field people never see: anything in it marks a bot. It is never
 * refused, so a bot cannot tell that it was caught.
 */
const honeypotSchema = z.unknown().optional();

export function isHoneypotFilled(website: unknown): boolean {
  if (typeof website === 'string') return website.trim() !== '';
  return website !== undefined && website !== null;
}

const submissionExtras = { pagePath: pagePathSchema, website: honeypotSchema };

export const contactMessageSchema = z.object({
  name: leadNameSchema,
  email: leadEmailSchema,
  subject: leadSubjectSchema,
  message: leadMessageSchema,
  ...submissionExtras,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const projectRequestSchema = z.object({
  name: leadNameSchema,
  email: leadEmailSchema,
  mobile: leadMobileSchema,
  businessName: leadBusinessNameSchema,
  ...submissionExtras,
});
export type ProjectRequestInput = z.input<typeof projectRequestSchema>;

export const chatLeadSchema = z.object({
  name: leadNameSchema,
  email: leadEmailSchema,
  mobile: leadMobileSchema,
  ...submissionExtras,
});
export type ChatLeadInput = z.input<typeof chatLeadSchema>;

export const chatLeadServiceSchema = z.object({
  chatToken: z.string().max(200, 'chatToken is not valid'),
  service: chatServiceSchema,
});

/** The first message a single field's schema gives, or undefined when the value is fine. */
export function fieldError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The details by which one person's enquiries are recognised as one contact. */
export const CONTACT_IDENTITY_KINDS = ['EMAIL', 'MOBILE'] as const;
export type ContactIdentityKind = (typeof CONTACT_IDENTITY_KINDS)[number];
