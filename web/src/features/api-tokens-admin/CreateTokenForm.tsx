import { z } from 'zod';
import { createApiTokenSchema } from '../../../../common/api-tokens';
import type { CreateApiTokenInput } from '../../graphql/graphql';
import { CheckboxListField } from '../../lib/forms/checkbox-list-field';
import { InputField, SelectField } from '../../lib/forms/fields';
import { FormActions } from '../../lib/forms/FormActions';
import { useDialogForm, type FormRefusal } from '../../lib/forms/use-dialog-form';
import { EXPIRY_OPTIONS, SCOPE_OPTIONS } from './scope-options';

const EMPTY = { name: '', scopes: [] as string[], expiresInDays: '90' };

/** The token schema, with the expiry picked as text ('' never expires). */
const tokenFormSchema = z.preprocess(
  (values: typeof EMPTY) => ({
    ...values,
    expiresInDays: values.expiresInDays ? Number(values.expiresInDays) : null,
  }),
  createApiTokenSchema,
);

interface CreateTokenFormProps {
  onSubmit: (input: CreateApiTokenInput) => Promise<FormRefusal>;
  onCancel: () => void;
}

/** A new token: its name, how long it lasts and what it may do (scopes). */
export function CreateTokenForm({ onSubmit, onCancel }: CreateTokenFormProps) {
  const { field, submit, failure, saving } = useDialogForm(tokenFormSchema, {
    defaultValues: EMPTY,
    fields: ['name', 'expiresInDays', 'scopes'],
    idPrefix: 'api-token',
    errorClassName: 'settings-form__error',
    onSubmit,
  });
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
