import { formatPaise } from '../../../../../common/money';
import { SITE } from '../../../../../common/site';
import { NO_REFUNDS_POLICY } from './payment-receipt.email';
import { whatsappTemplate } from './template-kit';

/** The applicant's confirmation after a job application (the spec's 'jobapply'). */
export const jobApplyWhatsapp = whatsappTemplate({
  description: 'To the applicant after a job application (the original site’s jobapply)',
  fields: [],
  sample: () => ({}),
  parameters: () => [],
  text: () =>
    `Thank you for applying to ${SITE.name}. We have received your application and will contact you if your profile matches.`,
});

/** The customer's receipt when their order is paid and only a mobile number is known. */
export const paymentReceiptWhatsapp = whatsappTemplate({
  description: 'To the customer once an order is paid, when only a mobile number is known',
  fields: ['customerName', 'reference', 'plan', 'amountPaise'],
  sample: () => ({
    customerName: 'Meera Iyer',
    reference: 'ORDK7Q2M4X9TB3LPA5Z',
    plan: 'Business plan, 3 Months',
    amountPaise: '330000',
  }),
  parameters: (data) => [
    data.customerName,
    data.reference,
    data.plan,
    formatPaise(Number(data.amountPaise)),
  ],
  text: (data) =>
    `Hello ${data.customerName}, we received your payment of ${formatPaise(Number(data.amountPaise))} for the ${data.plan} (order ${data.reference}). ${NO_REFUNDS_POLICY} - ${SITE.name}`,
});
