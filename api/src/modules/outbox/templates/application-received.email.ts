import { SITE } from '../../../../../common/site';
import { emailTemplate } from './template-kit';

/** To the applicant, confirming their job application arrived. */
export const applicationReceivedEmail = emailTemplate({
  description: 'To the applicant, confirming that their job application arrived',
  fields: ['fullName', 'jobTitle', 'jobLocation'],
  sample: () => ({ fullName: 'Asha Rao', jobTitle: 'Frontend Developer', jobLocation: 'Noida' }),
  content: (data, ctx) => ({
    subject: `We received your application: ${data.jobTitle}`,
    heading: `Thank you for applying, ${data.fullName}`,
    intro: [
      `We have received your application for ${data.jobTitle} (${data.jobLocation}) with your resume.`,
      'Our hiring team reads every application. If your experience fits the role, we will contact you by phone or e-mail to arrange the next step.',
    ],
    action: { label: 'See our other openings', url: `${ctx.publicUrl}/careers` },
    outro: [`Questions about your application? Write to ${SITE.careersEmail}.`],
  }),
});
