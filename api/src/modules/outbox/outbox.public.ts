/**
 * What other modules may use of the outbox: queueing a message in the caller's transaction,
 * reading a queued message's state, queueing it again, giving up on one at once, and sealing a
 * value a message needs but the outbox table must not show.
 */
export { enqueueNotification, type NotificationRequest } from './enqueue-notification';
export { queueEmail, queueWhatsapp } from './queue-message';
export { sealForMessage } from './templates/sealed-values';
export { OutboxMessage } from './outbox-message.entity';
export { OutboxAttempt } from './outbox-attempt.entity';
export { queueAgain } from './queue-again';
export {
  UndeliverableError,
  PROVIDER_TIMEOUT_MS,
  type NotificationProvider,
  type OutgoingMessage,
} from './providers/notification-provider';
