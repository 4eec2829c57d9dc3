import { inject } from 'vitest';
import { readSavedMails, waitForMail, type ReceivedMail } from '../../support/smtp-receiver';

/** The newest e-mail the site sent to `address` (received by the test run's SMTP receiver). */
export function mailTo(address: string, matching: RegExp = /./): Promise<ReceivedMail> {
  const dir = inject('mailDir');
  return waitForMail(async () =>
    (await readSavedMails(dir))
      .filter((mail) => mail.to.includes(address.toLowerCase()) && matching.test(mail.subject))
      .at(-1),
  );
}
