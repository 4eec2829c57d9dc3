import { applicationSubject } from '../../../../../common/careers';
import { emailTemplate } from './template-kit';

/** To the hiring team (HIRING_EMAIL) when someone applies for a job. */
export const jobApplicationEmail = emailTemplate({
  description: 'To the hiring team (HIRING_EMAIL) when someone applies for a job',
  fields: ['fullName', 'email', 'phone', 'experience', 'portfolio', 'jobTitle', 'jobLocation'],
  sample: () => ({
    fullName: 'Asha Rao',
    email: 'asha.rao@example.com',
    phone: '9876543210',
    experience: '3 years',
    portfolio: 'https://portfolio.example.com/asha',
    jobTitle: 'Frontend Developer',
    jobLocation: 'Noida',
  }),
  content: (data, ctx) => ({
    subject: applicationSubject(data.jobTitle || 'a job'),
    heading: `New application: ${data.jobTitle || 'a job'}`,
    intro: [`A new application arrived for ${data.jobTitle} (${data.jobLocation}).`],
    details: [
      ['Name', data.fullName],
      ['E-mail', data.email],
      ['Phone', data.phone],
      ['Experience', data.experience],
      ['Portfolio', data.portfolio || '-'],
    ],
    action: { label: 'Review it in the back office', url: `${ctx.publicUrl}/admin/applications` },
    outro: ['The resume can be downloaded there, under Applications.'],
  }),
});
