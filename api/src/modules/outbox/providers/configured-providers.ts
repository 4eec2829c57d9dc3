import type { AppConfig } from '../../../config';
import type { Logger } from '../../../shared/logger';
import type { RenderContext } from '../templates/template-kit';
import { logProvider } from './log-provider';
import type { NotificationProviders } from './notification-provider';
import { smtpProvider } from './smtp-provider';
import { whatsappProvider } from './whatsapp-provider';

/** One provider per channel from the configuration; an unconfigured channel logs instead. */
export function configuredProviders(
  config: AppConfig,
  logger: Logger,
  render: RenderContext,
): NotificationProviders {
  return {
    WHATSAPP: config.whatsapp ? whatsappProvider(config.whatsapp) : logProvider('WHATSAPP', logger),
    EMAIL: config.mail.smtpUrl
      ? smtpProvider(config.mail.smtpUrl, config.mail.from, render)
      : logProvider('EMAIL', logger),
  };
}
