import { PAYMENT_TEXTS } from '../../../../../common/billing';
import { formatPaise } from '../../../../../common/money';
import { SITE } from '../../../../../common/site';
import { formatMessageTime } from './message-dates';
import { emailTemplate } from './template-kit';

/** The spec's refund policy, as the site's footer and payment page state it. */
export const NO_REFUNDS_POLICY = `${PAYMENT_TEXTS.noRefunds}. We do not offer any refund for our service.`;

/** To the customer once their order is paid (verified with the payment provider). */
export const paymentReceiptEmail = emailTemplate({
  description: 'To the customer once an order is paid, when they gave an e-mail address',
  fields: ['customerName', 'reference', 'plan', 'cycle', 'amountPaise', 'paidAt', 'isTest'],
  sample: () => ({
    customerName: 'Meera Iyer',
    reference: 'ORDK7Q2M4X9TB3LPA5Z',
    plan: 'Business plan',
    cycle: '3 Months',
    amountPaise: '330000',
    paidAt: '2026-11-24T13:15:00.000Z',
    isTest: 'false',
  }),
  content: (data, ctx) => {
    const amount = formatPaise(Number(data.amountPaise));
    const testNote: [string, string][] =
      data.isTest === 'true' ? [['Test payment', 'Yes: no money was taken']] : [];
    return {
      subject: `Payment receipt ${data.reference}: ${amount}`,
      heading: 'Thank you for your payment',
      intro: [
        `Hello ${data.customerName}, we have received your payment. Keep this e-mail as your receipt.`,
      ],
      details: [
        ['Order reference', data.reference],
        ['Plan', data.plan],
        ['Billing cycle', data.cycle],
        ['Amount paid', amount],
        ['Paid on', formatMessageTime(data.paidAt)],
        ...testNote,
      ],
      action: { label: 'See your payment', url: `${ctx.publicUrl}/success?ref=${data.reference}` },
      outro: [
        `Refund policy: ${NO_REFUNDS_POLICY}`,
        `Questions? Call ${SITE.phone} or write to ${SITE.email} with your order reference.`,
      ],
    };
  },
});
