import { useState } from 'react';
import { z } from 'zod';
import { STAFF_ROLES, staffAccountSchema, type StaffRole } from '../../../../common/staff';
import { LabelledOptions } from '../../components/LabelledOptions';
import type { StaffAccountInput } from '../../graphql/graphql';
import { InputField, SelectField } from '../../lib/forms/fields';
import { FormActions } from '../../lib/forms/FormActions';
import { applyServerFieldErrors } from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { ROLE_LABELS } from './staff-format';

/** Nothing when the account was created, else the server's refusal: per field, or as a whole. */
export type CreateStaffRefusal = { fields: Record<string, string>; message: string } | undefined;

interface CreateStaffFormProps {
  onSubmit: (input: StaffAccountInput) => Promise<CreateStaffRefusal>;
  onCancel: () => void;
}

const EMPTY = {
  role: 'MARKETING' as StaffRole,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
};

const FIELDS = ['role', 'firstName', 'lastName', 'email', 'phone', 'password'] as const;

/** The account schema, with a blank phone meaning none (the field is optional). */
const accountFormSchema = z.preprocess(
  (values: typeof EMPTY) => ({ ...values, phone: values.phone.trim() || null }),
  staffAccountSchema,
);

/**
 * A new staff account. The shared rules check it here first and mark every field they refuse,
 * as the server's refusal marks the fields it names; one it names none of is told beneath.
 */
export function CreateStaffForm({ onSubmit, onCancel }: CreateStaffFormProps) {
  const form = useZodForm(accountFormSchema, { defaultValues: EMPTY });
  const [failure, setFailure] = useState('');
  const field = (name: (typeof FIELDS)[number]) => ({
    control: form.control,
    name,
    id: `staff-${name}`,
    errorClassName: 'staff-admin__field-error',
  });

  const submit = form.handleSubmit(async (input) => {
    setFailure('');
    const refusal = await onSubmit(input);
    if (!refusal) return;
    if (!applyServerFieldErrors(form.setError, FIELDS, refusal.fields)) setFailure(refusal.message);
  });
  const saving = form.formState.isSubmitting;

  return (
    <form className="staff-admin__form" noValidate onSubmit={(event) => void submit(event)}>
      <SelectField {...field('role')} label="Role">
        <LabelledOptions values={STAFF_ROLES} labels={ROLE_LABELS} />
      </SelectField>
      <InputField {...field('firstName')} label="First name" autoComplete="off" />
      <InputField {...field('lastName')} label="Last name" autoComplete="off" />
      <InputField {...field('email')} label="Email" type="email" autoComplete="off" />
      <InputField {...field('phone')} label="Phone (optional)" type="tel" autoComplete="off" />
      <InputField
        {...field('password')}
        label="Password (at least 8 characters)"
        type="password"
        autoComplete="new-password"
      />
      {failure && <p role="alert">{failure}</p>}
      <FormActions
        className="staff-admin__form-actions"
        onCancel={onCancel}
        busy={saving}
        submitLabel={saving ? 'Saving...' : 'Create user'}
      />
    </form>
  );
}
