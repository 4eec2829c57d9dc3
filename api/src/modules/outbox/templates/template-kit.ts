import type { SecretBox } from '../../../shared/auth/secret-box';

/** What rendering needs beyond a message's data: where links point, and how to open sealed values. */
export interface RenderContext {
  publicUrl: string;
  secrets: SecretBox;
}

/**
 * One e-mail's content, written once and laid out twice (HTML and plain text) by email-layout.ts,
 * so the two versions never say different things.
 */
export interface EmailContent {
  subject: string;
  heading: string;
  /** Paragraphs before the details. */
  intro: readonly string[];
  /** Label and value rows (an order, an enquiry). */
  details?: readonly (readonly [label: string, value: string])[];
  /** The one thing to do, as a button in HTML and an address in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the details and the action. */
  outro?: readonly string[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The values a message keeps for its template, by field name; never secrets in the clear. */
export type TemplateData<Field extends string> = Record<Field, string>;

interface TemplateBase<Field extends string> {
  /** Who receives it and when, as the admin preview lists it. */
  description: string;
  fields: readonly Field[];
  /** Believable data for the preview (and the tests). */
  sample: (ctx: RenderContext) => TemplateData<Field>;
}

export interface EmailTemplate<Field extends string = string> extends TemplateBase<Field> {
  content: (data: TemplateData<Field>, ctx: RenderContext) => EmailContent;
}

/**
 * A WhatsApp template approved on the provider: it is sent by name with its numbered parameters
 * ({{1}}, {{2}}, ...); `text` is its approved wording, for the preview and the logs.
 */
export interface WhatsappTemplate<Field extends string = string> extends TemplateBase<Field> {
  parameters: (data: TemplateData<Field>) => string[];
  text: (data: TemplateData<Field>) => string;
}

export function emailTemplate<const Field extends string>(
  template: EmailTemplate<Field>,
): EmailTemplate<Field> {
  return template;
}

export function whatsappTemplate<const Field extends string>(
  template: WhatsappTemplate<Field>,
): WhatsappTemplate<Field> {
  return template;
}

/** The stored data with every field the template reads ('' for one that is missing). */
export function completeData<Field extends string>(
  fields: readonly Field[],
  data: Record<string, string>,
): TemplateData<Field> {
  return Object.fromEntries(
    fields.map((field) => [field, data[field] ?? '']),
  ) as TemplateData<Field>;
}
