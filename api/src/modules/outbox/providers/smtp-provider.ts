import nodemailer from 'nodemailer';
import { renderEmail } from '../templates/message-templates';
import type { RenderContext } from '../templates/template-kit';
import type { NotificationProvider } from './notification-provider';
import { PROVIDER_TIMEOUT_MS } from './notification-provider';

/** Sends e-mail through an SMTP server (SMTP_URL), from MAIL_FROM, as HTML with a text part. */
export function smtpProvider(
  smtpUrl: string,
  from: string,
  render: RenderContext,
): NotificationProvider {
  const transport = nodemailer.createTransport(withTimeouts(smtpUrl));
  return {
    name: 'smtp',
    send: async (message) => {
      const { subject, text, html } = renderEmail(message.template, message.data, render);
      await transport.sendMail({ from, to: message.recipient, subject, text, html });
    },
  };
}

/**
 * Nodemailer reads options from the address's query. Its defaults wait minutes on a stuck
 * server, longer than a worker's lease; an explicit setting in SMTP_URL wins.
 */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const option of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(PROVIDER_TIMEOUT_MS));
  }
  return url.href;
}
