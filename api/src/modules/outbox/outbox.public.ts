/**
 * What other modules may use of the outbox: queueing a message in the caller's transaction, and
 * sealing a value a message needs but the outbox table must not show.
 */
export { enqueueNotification, type NotificationRequest } from './enqueue-notification';
export { queueEmail, queueWhatsapp } from './queue-message';
export { sealForMessage } from './templates/sealed-values';
