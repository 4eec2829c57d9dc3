import type { Em } from '../../db/orm';
import { enqueueNotification } from './enqueue-notification';
import type { OutboxMessage } from './outbox-message.entity';
import type {
  EmailData,
  EmailTemplateName,
  WhatsappData,
  WhatsappTemplateName,
} from './templates/message-templates';

/** Queues an e-mail in the caller's transaction, with exactly the fields its template reads. */
export function queueEmail<N extends EmailTemplateName>(
  em: Em,
  template: N,
  recipient: string,
  data: EmailData<N>,
): OutboxMessage {
  return enqueueNotification(em, { channel: 'EMAIL', recipient, template, data });
}

/** Queues a WhatsApp template message in the caller's transaction. */
export function queueWhatsapp<N extends WhatsappTemplateName>(
  em: Em,
  template: N,
  recipient: string,
  data: WhatsappData<N>,
): OutboxMessage {
  return enqueueNotification(em, { channel: 'WHATSAPP', recipient, template, data });
}
