import { LabelledOptions } from '../../components/LabelledOptions';
import { FormActions } from '../../lib/forms/FormActions';
import { useState } from 'react';
import { z } from 'zod';
import { STAFF_ROLES, staffAccountSchema, type StaffRole } from '../../../../common/staff';
import type { StaffAccountInput } from '../../graphql/graphql';
import { SelectField } from '../../lib/forms/fields';
import { firstErrorMessage } from '../../lib/forms/first-error';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { ROLE_LABELS } from './staff-format';

interface CreateStaffFormProps {
  onSubmit: (input: StaffAccountInput) => Promise<string | undefined>;
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

/** The account schema, with a blank phone meaning none (the field is optional). */
const accountFormSchema = z.preprocess(
  (values: typeof EMPTY) => ({ ...values, phone: values.phone.trim() || null }),
  staffAccountSchema,
);

/** A new staff account; the shared rules check it here first, then the server again. */
export function CreateStaffForm({ onSubmit, onCancel }: CreateStaffFormProps) {
  const form = useZodForm(accountFormSchema, { defaultValues: EMPTY });
  const [failure, setFailure] = useState('');
  const bind = (name: keyof typeof EMPTY) => ({ id: `staff-${name}`, ...form.register(name) });

  const submit = form.handleSubmit(async (input) => {
    setFailure((await onSubmit(input)) ?? '');
  });
  const problem = firstErrorMessage(form.formState.errors) ?? failure;
  const saving = form.formState.isSubmitting;

  return (
    <form className="staff-admin__form" noValidate onSubmit={(event) => void submit(event)}>
      {/* Controlled, so the default role is the one shown whenever the dialog opens. */}
      <SelectField control={form.control} name="role" id="staff-role" label="Role">
        <LabelledOptions values={STAFF_ROLES} labels={ROLE_LABELS} />
      </SelectField>
      <label htmlFor="staff-firstName">First name</label>
      <input {...bind('firstName')} autoComplete="off" />
      <label htmlFor="staff-lastName">Last name</label>
      <input {...bind('lastName')} autoComplete="off" />
      <label htmlFor="staff-email">Email</label>
      <input {...bind('email')} type="email" autoComplete="off" />
      <label htmlFor="staff-phone">Phone (optional)</label>
      <input {...bind('phone')} type="tel" autoComplete="off" />
      <label htmlFor="staff-password">Password (at least 8 characters)</label>
      <input {...bind('password')} type="password" autoComplete="new-password" />
      {problem && <p role="alert">{problem}</p>}
      <FormActions
        className="staff-admin__form-actions"
        onCancel={onCancel}
        busy={saving}
        submitLabel={saving ? 'Saving...' : 'Create user'}
      />
    </form>
  );
}
