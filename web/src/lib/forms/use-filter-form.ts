import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A filter bar: its controls are fields of a form with nothing to submit or check (every
 * option is a valid filter), and the list follows their current values.
 */
export function useFilterForm<Values extends FieldValues>(
  defaultValues: Values,
): { form: UseFormReturn<Values>; values: Values } {
  const form = useForm<Values>({ defaultValues: defaultValues as DefaultValues<Values> });
  // Every field has a default, so the watched values are complete, not partial as typed.
  const values = useWatch({ control: form.control }) as Values;
  return { form, values };
}
