import { WEBHOOK_EVENT_INFO, WEBHOOK_EVENT_TYPES } from '../../../../common/webhooks';
import type { CheckboxOption } from '../../lib/forms/checkbox-list-field';

/** Every event as a choice: its type as receivers see it, and when it is sent. */
export const EVENT_OPTIONS: readonly CheckboxOption[] = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  label: type,
  hint: WEBHOOK_EVENT_INFO[type],
}));
