import type { OutboxChannel } from '../../../../../common/notifications';
import type { Logger } from '../../../shared/logger';
import type { NotificationProvider } from './notification-provider';

/** Used when a channel is not configured: logs the message and counts it as sent (offline demo). */
export function logProvider(channel: OutboxChannel, logger: Logger): NotificationProvider {
  return {
    name: 'log',
    send: (message) => {
      logger.info(
        { channel, outboxId: message.id, recipient: message.recipient, template: message.template },
        'notification logged (no provider configured)',
      );
      return Promise.resolve();
    },
  };
}
