import { useId } from 'react';
import {
  redirectFieldsSchema,
  type RedirectFieldsInput,
} from '../../../../common/redirects.schemas';
import { InputField } from '../../lib/forms/fields';
import { FormActions } from '../../lib/forms/FormActions';
import { applyServerFieldErrors } from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';

export type RedirectFormValues = { fromPath: string; toPath: string };
const FIELDS = ['fromPath', 'toPath'] as const;

interface RedirectFormProps {
  initialValues: RedirectFormValues;
  submitLabel: string;
  /** Resolves with the server's per-field messages when it refused, or null when saved. */
  onSubmit: (input: RedirectFieldsInput) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}

/** An old address and where it now leads, checked by the rules the server applies. */
export function RedirectForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
}: RedirectFormProps) {
  const form = useZodForm(redirectFieldsSchema, { defaultValues: initialValues });
  const id = useId();
  const field = (name: (typeof FIELDS)[number]) => ({
    control: form.control,
    name,
    id: `${id}-${name}`,
    errorClassName: 'redirects-admin__error',
  });
  const submit = form.handleSubmit(async (input) => {
    const refused = await onSubmit(input);
    if (refused) applyServerFieldErrors(form.setError, FIELDS, refused);
  });
  return (
    <form className="redirects-admin__form" noValidate onSubmit={(event) => void submit(event)}>
      <InputField
        {...field('fromPath')}
        label="Old address (a path on this site)"
        placeholder="/services/crm-solutions"
        spellCheck={false}
      />
      <InputField
        {...field('toPath')}
        label="New address (a path on this site or an https:// address)"
        placeholder="/services/crm"
        spellCheck={false}
      />
      <FormActions
        className="redirects-admin__actions"
        onCancel={onCancel}
        busy={form.formState.isSubmitting}
        submitLabel={form.formState.isSubmitting ? 'Saving...' : submitLabel}
      />
    </form>
  );
}
