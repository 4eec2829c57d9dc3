/** Outbox vocabulary shared by the api and the back office. */

/** How a message leaves: a WhatsApp template message, an e-mail, or a signed webhook delivery. */
export const OUTBOX_CHANNELS = ['WHATSAPP', 'EMAIL', 'WEBHOOK'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** PENDING waits for (another) attempt, SENT is done, DEAD gave up after the last attempt. */
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'DEAD'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** WhatsApp template names the provider knows. */
export const WHATSAPP_TEMPLATES = {
  jobApplication: 'jobapply',
  paymentReceipt: 'paymentreceipt',
} as const;
