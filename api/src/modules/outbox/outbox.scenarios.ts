import type { Orm } from '../../db/orm';
import { enqueueNotification, type NotificationRequest } from './enqueue-notification';

/** Named outbox messages for tests: each one a module queues in real use. */
export const outboxScenarios = {
  /** The WhatsApp confirmation an applicant gets for a job application. */
  applicationWhatsapp: (recipient: string, data: Record<string, string> = {}) => ({
    channel: 'WHATSAPP' as const,
    recipient,
    template: 'jobapply',
    data,
  }),
  /** The e-mail the hiring team gets for a job application. */
  hiringEmail: {
    channel: 'EMAIL' as const,
    recipient: 'hiring@example.com',
    template: 'jobApplication',
    data: {},
  },
} satisfies Record<string, NotificationRequest | ((...args: never[]) => NotificationRequest)>;

/** Queues the messages in one transaction, as the business writes do; answers their ids. */
export async function queueNotifications(
  orm: Orm,
  requests: NotificationRequest[],
): Promise<number[]> {
  const em = orm.em.fork();
  const messages = requests.map((request) => enqueueNotification(em, request));
  await em.flush();
  return messages.map((message) => message.id);
}
