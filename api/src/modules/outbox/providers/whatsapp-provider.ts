import { whatsappParameters } from '../templates/message-templates';
import type { NotificationProvider } from './notification-provider';
import { PROVIDER_TIMEOUT_MS } from './notification-provider';

export interface WhatsappSettings {
  apiUrl: string;
  licence: string;
  apiKey: string;
}

/**
 * The messaging service's send-template call (spec call 6): a GET with the licence number, the
 * API key, the contact (country code and number) and the template name, plus the template's
 * numbered parameters as Param1, Param2, ... when it has any. The key stays on the server;
 * errors never repeat the address, which carries the key.
 */
export function whatsappProvider(settings: WhatsappSettings): NotificationProvider {
  return {
    name: 'whatsapp',
    send: async (message) => {
      const url = new URL(settings.apiUrl);
      url.searchParams.set('LicenseNumber', settings.licence);
      url.searchParams.set('APIKey', settings.apiKey);
      url.searchParams.set('Contact', message.recipient);
      url.searchParams.set('Template', message.template);
      whatsappParameters(message.template, message.data).forEach((value, index) => {
        url.searchParams.set(`Param${index + 1}`, value);
      });
      const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`WhatsApp API answered HTTP ${response.status}`);
    },
  };
}
