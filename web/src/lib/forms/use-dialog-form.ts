import { useState } from 'react';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors, serverFieldErrors } from './server-errors';
import { useZodForm } from './use-zod-form';

/** Nothing when the write went through, else the server's refusal: per field, or as a whole. */
export type FormRefusal = { fields: Record<string, string>; message: string } | undefined;

/** A failed write's refusal for a dialog form: the fields the server named, and its reason. */
export function refusalOf(
  outcome: { ok: true } | { ok: false; error: unknown; reason: string | undefined },
  fallback: string,
): FormRefusal {
  if (outcome.ok) return undefined;
  return { fields: serverFieldErrors(outcome.error), message: outcome.reason ?? fallback };
}

interface DialogFormOptions<Values extends FieldValues, Output> {
  defaultValues: Values;
  /** The form's fields in order: a server refusal naming one marks it (the first one focused). */
  fields: readonly FieldPath<Values>[];
  /** Prefix of the controls' ids, such as 'webhook' for 'webhook-url'. */
  idPrefix: string;
  errorClassName: string;
  onSubmit: (input: Output) => Promise<FormRefusal>;
}

/**
 * A dialog's create form on a shared schema: checked here first, then sent; what the server
 * refuses is shown under the fields it names, or as one message when it names none of them.
 */
export function useDialogForm<Output, Values extends FieldValues>(
  schema: z.ZodType<Output, FieldValues>,
  { defaultValues, fields, idPrefix, errorClassName, onSubmit }: DialogFormOptions<Values, Output>,
) {
  // Complete values are default values too; TypeScript cannot see that for a generic Values.
  const form = useZodForm<Output, Values>(schema, {
    defaultValues: defaultValues as Values & DefaultValues<Values>,
  });
  const [failure, setFailure] = useState('');
  const field = (name: FieldPath<Values>) => ({
    control: form.control,
    name,
    id: `${idPrefix}-${name}`,
    errorClassName,
  });
  const submit = form.handleSubmit(async (input) => {
    setFailure('');
    const refusal = await onSubmit(input);
    if (refusal && !applyServerFieldErrors(form.setError, fields, refusal.fields)) {
      setFailure(refusal.message);
    }
  });
  return { field, submit, failure, saving: form.formState.isSubmitting };
}
