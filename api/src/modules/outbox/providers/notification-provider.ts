import type { OutboxChannel } from '../../../../../common/notifications';

/** What a provider needs to send one outbox message. */
export interface OutgoingMessage {
  id: number;
  recipient: string;
  template: string;
  data: Record<string, string>;
}

/** Sends a message or throws; a throw is recorded and the message is retried later. */
export interface NotificationProvider {
  readonly name: string;
  send: (message: OutgoingMessage) => Promise<void>;
}

export type NotificationProviders = Record<OutboxChannel, NotificationProvider>;

/** How long a provider may take before the attempt counts as failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;
