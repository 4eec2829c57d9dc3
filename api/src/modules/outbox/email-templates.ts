import { applicationSubject } from '../../../../common/careers';

export interface RenderedEmail {
  subject: string;
  text: string;
}

type EmailTemplate = (data: Record<string, string>) => RenderedEmail;

/** The e-mails the outbox can send, by template name. */
const EMAIL_TEMPLATES: Record<string, EmailTemplate> = {
  jobApplication: (data) => ({
    subject: applicationSubject(data['jobTitle'] ?? 'a job'),
    text: [
      `A new application arrived for ${data['jobTitle'] ?? 'a job'} (${data['jobLocation'] ?? ''}).`,
      '',
      `Name: ${data['fullName'] ?? ''}`,
      `E-mail: ${data['email'] ?? ''}`,
      `Phone: ${data['phone'] ?? ''}`,
      `Experience: ${data['experience'] ?? ''}`,
      `Portfolio: ${data['portfolio'] || '-'}`,
      '',
      'Review it and download the resume in the back office, under Applications.',
    ].join('\n'),
  }),
};

export function renderEmail(template: string, data: Record<string, string>): RenderedEmail {
  const render = EMAIL_TEMPLATES[template];
  if (!render) throw new Error(`Unknown e-mail template '${template}'`);
  return render(data);
}
