import { useState } from 'react';
import { z } from 'zod';
import { createApiTokenSchema } from '../../../../common/api-tokens';
import type { CreateApiTokenInput } from '../../graphql/graphql';
import { CheckboxListField } from '../../lib/forms/checkbox-list-field';
import { InputField, SelectField } from '../../lib/forms/fields';
import { FormActions } from '../../lib/forms/FormActions';
import { applyServerFieldErrors } from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { EXPIRY_OPTIONS, SCOPE_OPTIONS } from './scope-options';

/** Nothing when the token was made, else the server's refusal: per field, or as a whole. */
export type CreateTokenRefusal = { fields: Record<string, string>; message: string } | undefined;

const EMPTY = { name: '', scopes: [] as string[], expiresInDays: '90' };
const FIELDS = ['name', 'scopes', 'expiresInDays'] as const;

/** The token schema, with the expiry picked as text ('' never expires). */
const tokenFormSchema = z.preprocess(
  (values: typeof EMPTY) => ({
    ...values,
    expiresInDays: values.expiresInDays ? Number(values.expiresInDays) : null,
  }),
  createApiTokenSchema,
);

interface CreateTokenFormProps {
  onSubmit: (input: CreateApiTokenInput) => Promise<CreateTokenRefusal>;
  onCancel: () => void;
}

/** A new token: its name, what it may do (scopes) and how long it lasts. */
export function CreateTokenForm({ onSubmit, onCancel }: CreateTokenFormProps) {
  const form = useZodForm(tokenFormSchema, { defaultValues: EMPTY });
  const [failure, setFailure] = useState('');
  const field = (name: (typeof FIELDS)[number]) => ({
    control: form.control,
    name,
    id: `api-token-${name}`,
    errorClassName: 'settings-form__error',
  });
  const submit = form.handleSubmit(async (input) => {
    setFailure('');
    const refusal = await onSubmit(input);
    if (!refusal) return;
    if (!applyServerFieldErrors(form.setError, FIELDS, refusal.fields)) setFailure(refusal.message);
  });
  const saving = form.formState.isSubmitting;
  return (
    <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
      <InputField {...field('name')} label="Name (what uses it)" autoComplete="off" />
      <SelectField {...field('expiresInDays')} label="Expires after">
        {EXPIRY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <CheckboxListField
        {...field('scopes')}
        label="Scopes (write includes read)"
        className="checkbox-list"
        options={SCOPE_OPTIONS}
      />
      {failure && <p role="alert">{failure}</p>}
      <FormActions
        className="settings-form__actions"
        onCancel={onCancel}
        busy={saving}
        submitLabel={saving ? 'Creating...' : 'Create token'}
      />
    </form>
  );
}
