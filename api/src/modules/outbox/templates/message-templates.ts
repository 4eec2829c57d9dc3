import type { OutboxChannel } from '../../../../../common/notifications';
import { WHATSAPP_TEMPLATES } from '../../../../../common/notifications';
import { applicationReceivedEmail } from './application-received.email';
import { layOutEmail } from './email-layout';
import { jobApplicationEmail } from './job-application.email';
import { newLeadEmail } from './new-lead.email';
import { passwordResetEmail } from './password-reset.email';
import { paymentReceiptEmail } from './payment-receipt.email';
import {
  completeData,
  type EmailTemplate,
  type RenderContext,
  type RenderedEmail,
  type TemplateData,
  type WhatsappTemplate,
} from './template-kit';
import { jobApplyWhatsapp, paymentReceiptWhatsapp } from './whatsapp-templates';

/** Every e-mail the site sends, by the template name its outbox messages carry. */
export const EMAIL_TEMPLATES = {
  jobApplication: jobApplicationEmail,
  applicationReceived: applicationReceivedEmail,
  newLead: newLeadEmail,
  paymentReceipt: paymentReceiptEmail,
  passwordReset: passwordResetEmail,
} as const;

/** Every WhatsApp template, by the name the provider knows it by. */
export const WHATSAPP_MESSAGE_TEMPLATES = {
  [WHATSAPP_TEMPLATES.jobApplication]: jobApplyWhatsapp,
  [WHATSAPP_TEMPLATES.paymentReceipt]: paymentReceiptWhatsapp,
} as const;

export type EmailTemplateName = keyof typeof EMAIL_TEMPLATES;
export type WhatsappTemplateName = keyof typeof WHATSAPP_MESSAGE_TEMPLATES;

type FieldOf<T> =
  T extends EmailTemplate<infer F> ? F : T extends WhatsappTemplate<infer F> ? F : never;
export type EmailData<N extends EmailTemplateName> = TemplateData<
  FieldOf<(typeof EMAIL_TEMPLATES)[N]>
>;
export type WhatsappData<N extends WhatsappTemplateName> = TemplateData<
  FieldOf<(typeof WHATSAPP_MESSAGE_TEMPLATES)[N]>
>;

function emailTemplateNamed(name: string): EmailTemplate {
  const template = (EMAIL_TEMPLATES as Record<string, EmailTemplate | undefined>)[name];
  if (!template) throw new Error(`Unknown e-mail template '${name}'`);
  return template;
}

function whatsappTemplateNamed(name: string): WhatsappTemplate {
  const template = (WHATSAPP_MESSAGE_TEMPLATES as Record<string, WhatsappTemplate | undefined>)[
    name
  ];
  if (!template) throw new Error(`Unknown WhatsApp template '${name}'`);
  return template;
}

/** The e-mail a queued message stands for, in HTML and plain text. */
export function renderEmail(
  name: string,
  data: Record<string, string>,
  ctx: RenderContext,
): RenderedEmail {
  const template = emailTemplateNamed(name);
  return layOutEmail(template.content(completeData(template.fields, data), ctx), ctx);
}

/** The numbered parameters of a WhatsApp template message. */
export function whatsappParameters(name: string, data: Record<string, string>): string[] {
  const template = whatsappTemplateNamed(name);
  return template.parameters(completeData(template.fields, data));
}

/** One template rendered with its sample data, as admins preview it. */
export interface TemplatePreview {
  name: string;
  channel: OutboxChannel;
  description: string;
  subject: string | null;
  text: string;
  html: string | null;
}

/** Every template with its sample data: e-mails first, then WhatsApp messages. */
export function previewTemplates(ctx: RenderContext): TemplatePreview[] {
  const emails = Object.entries(EMAIL_TEMPLATES).map(([name, template]): TemplatePreview => {
    const rendered = renderEmail(name, (template as EmailTemplate).sample(ctx), ctx);
    return { name, channel: 'EMAIL', description: template.description, ...rendered };
  });
  const whatsapp = Object.entries(WHATSAPP_MESSAGE_TEMPLATES).map(
    ([name, template]): TemplatePreview => {
      const generic = template as WhatsappTemplate;
      return {
        name,
        channel: 'WHATSAPP',
        description: generic.description,
        subject: null,
        text: generic.text(generic.sample(ctx)),
        html: null,
      };
    },
  );
  return [...emails, ...whatsapp];
}
