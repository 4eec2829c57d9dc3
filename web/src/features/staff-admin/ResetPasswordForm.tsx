import { FormActions } from '../../lib/forms/FormActions';
import { useState } from 'react';
import { newPasswordSchema } from '../../../../common/staff';
import { firstErrorMessage } from '../../lib/forms/first-error';
import { useZodForm } from '../../lib/forms/use-zod-form';

interface ResetPasswordFormProps {
  onSubmit: (password: string) => Promise<string | undefined>;
  onCancel: () => void;
}

/** A new password for someone else's account; their sessions end when it is saved. */
export function ResetPasswordForm({ onSubmit, onCancel }: ResetPasswordFormProps) {
  const form = useZodForm(newPasswordSchema, { defaultValues: { password: '' } });
  const [failure, setFailure] = useState('');

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure((await onSubmit(password)) ?? '');
  });
  const problem = firstErrorMessage(form.formState.errors) ?? failure;
  const saving = form.formState.isSubmitting;

  return (
    <form className="staff-admin__form" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor="staff-new-password">New password (at least 8 characters)</label>
      <input
        id="staff-new-password"
        {...form.register('password')}
        type="password"
        autoComplete="new-password"
      />
      {problem && <p role="alert">{problem}</p>}
      <FormActions
        className="staff-admin__form-actions"
        onCancel={onCancel}
        busy={saving}
        submitLabel={saving ? 'Saving...' : 'Reset password'}
      />
    </form>
  );
}
