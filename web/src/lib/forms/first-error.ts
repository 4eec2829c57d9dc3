import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The one message for forms that tell one problem at a time in one alert: `first` when some
 * field has it (the original forms told missing fields before anything else), else the first
 * field's message.
 */
export function firstErrorMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  first?: string,
): string | undefined {
  const messages = Object.values(errors)
    .map((error): unknown => error?.message)
    .filter((message) => typeof message === 'string');
  return first !== undefined && messages.includes(first) ? first : messages[0];
}
