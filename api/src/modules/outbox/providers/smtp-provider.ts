import nodemailer from 'nodemailer';
import { renderEmail } from '../email-templates';
import type { NotificationProvider } from './notification-provider';
import { PROVIDER_TIMEOUT_MS } from './notification-provider';

/** Sends e-mail through an SMTP server (SMTP_URL), from MAIL_FROM. */
export function smtpProvider(smtpUrl: string, from: string): NotificationProvider {
  const transport = nodemailer.createTransport(withTimeouts(smtpUrl));
  return {
    name: 'smtp',
    send: async (message) => {
      const { subject, text } = renderEmail(message.template, message.data);
      await transport.sendMail({ from, to: message.recipient, subject, text });
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
