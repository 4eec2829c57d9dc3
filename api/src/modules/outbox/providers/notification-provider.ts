import type { OutboxChannel } from '../../../../../common/notifications';

/** What a provider needs to send one outbox message. */
export interface OutgoingMessage {
  id: number;
  recipient: string;
  template: string;
  data: Record<string, string>;
}

/**
 * Sends a message or throws; a throw is recorded and the message is retried later, unless it is
 * an UndeliverableError, which gives up at once.
 */
export interface NotificationProvider {
  readonly name: string;
  send: (message: OutgoingMessage) => Promise<void>;
}

/** A provider per channel; a channel without one (none configured) gives up on its messages. */
export type NotificationProviders = Partial<Record<OutboxChannel, NotificationProvider>>;

/** A message no retry can deliver (its webhook endpoint is gone or disabled): marked dead now. */
export class UndeliverableError extends Error {
  override name = 'UndeliverableError';
}

/** How long a provider may take before the attempt counts as failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;
