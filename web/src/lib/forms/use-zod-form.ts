import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';

type ZodFormOptions<Values extends FieldValues, Output> = Omit<
  UseFormProps<Values, unknown, Output>,
  'resolver' | 'mode' | 'reValidateMode'
>;

/**
 * A form checked by one of the `common/` schemas the server also parses with, so both refuse
 * the same things with the same words. Like the forms before it: nothing is checked until the
 * first submit, then each change checks again. The submit handler receives the schema's output.
 */
export function useZodForm<Output, Values extends FieldValues>(
  schema: z.ZodType<Output, FieldValues>,
  options: ZodFormOptions<Values, Output> & { defaultValues: Values },
) {
  return useForm<Values, unknown, Output>({
    ...options,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: schemaResolver<Values, Output>(schema),
  });
}

/**
 * The form holds what people type (text, '' for an unpicked option) while a schema's input type
 * is often narrower (an enum) or wider (unknown for preprocessed fields). The schema parses any
 * value at run time and refuses what does not fit, so it is a sound resolver for any form values;
 * only the static input type has to be set aside here.
 */
function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, FieldValues>,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = atFieldLevel(result.errors);
    return Object.keys(errors).length === 0 ? result : { values: {}, errors };
  };
}

/**
 * A refusal deep inside one field (the second skill of the skills text) is shown on that field:
 * every form field is one control, so the first message found below it is its message.
 */
function atFieldLevel<Errors extends FieldErrors>(errors: Errors): Errors {
  const flat: FieldErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = firstMessage(error);
    if (error && message !== undefined) flat[name] = { ...error, message } as FieldError;
  }
  return flat as Errors;
}

function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const nested of Object.values(error)) {
    const message = firstMessage(nested);
    if (message !== undefined) return message;
  }
  return undefined;
}
