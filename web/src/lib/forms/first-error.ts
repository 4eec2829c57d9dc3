import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The first field's message, for forms that tell one problem at a time in one alert. */
export function firstErrorMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
): string | undefined {
  for (const error of Object.values(errors)) {
    const message: unknown = error?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
