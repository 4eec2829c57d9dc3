import { emailTemplate } from './template-kit';
import { formatMessageTime } from './message-dates';

/** To the sales team (SALES_EMAIL) when a visitor sends an enquiry. */
export const newLeadEmail = emailTemplate({
  description: 'To the sales team (SALES_EMAIL) when a visitor sends an enquiry',
  fields: [
    'kind',
    'name',
    'email',
    'mobile',
    'businessName',
    'subject',
    'message',
    'pagePath',
    'receivedAt',
  ],
  sample: () => ({
    kind: 'Project request',
    name: 'Vikram Singh',
    email: 'vikram@example.com',
    mobile: '9812345678',
    businessName: 'Singh Traders',
    subject: '',
    message: 'We need an online store for our spice business, with UPI payments.',
    pagePath: '/form',
    receivedAt: '2026-11-24T13:15:00.000Z',
  }),
  content: (data, ctx) => {
    const about = data.subject || data.kind.toLowerCase();
    const optional: [string, string][] = [
      ['Mobile', data.mobile],
      ['Business', data.businessName],
      ['Subject', data.subject],
      ['Message', data.message],
      ['Sent from', data.pagePath],
    ];
    return {
      subject: `New enquiry from ${data.name}: ${about}`,
      heading: `New ${data.kind.toLowerCase()} from ${data.name}`,
      intro: ['A visitor sent an enquiry on the website. Reply while it is fresh.'],
      details: [
        ['Name', data.name],
        ['E-mail', data.email],
        ...optional.filter(([, value]) => value !== ''),
        ['Received', formatMessageTime(data.receivedAt)],
      ],
      action: { label: 'Open the inbox', url: `${ctx.publicUrl}/admin/messages` },
    };
  },
});
