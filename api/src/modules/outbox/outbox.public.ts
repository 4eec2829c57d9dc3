/** What other modules may use of the outbox: queueing a message in the caller's transaction. */
export { enqueueNotification, type NotificationRequest } from './enqueue-notification';
