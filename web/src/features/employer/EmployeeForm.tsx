import { FormActions } from '../../lib/forms/FormActions';
import { useState } from 'react';
import {
  REQUIRED_FIELDS_MESSAGE,
  employeeSchema,
  newEmployeeSchema,
} from '../../../../common/workforce.schemas';
import type { EmployeeInput, EmployerEmployeeFragment } from '../../graphql/graphql';
import { firstErrorMessage } from '../../lib/forms/first-error';
import { useZodForm } from '../../lib/forms/use-zod-form';

interface EmployeeFormProps {
  /** The employee being edited; absent when adding. */
  employee?: EmployerEmployeeFragment | undefined;
  /** Resolves to the server's refusal, or undefined once saved. */
  onSubmit: (input: EmployeeInput) => Promise<string | undefined>;
  onCancel: () => void;
}

const FIELDS = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;

/** Add or edit an employee; when editing, an empty password keeps the current one. */
export function EmployeeForm({ employee, onSubmit, onCancel }: EmployeeFormProps) {
  const form = useZodForm(employee ? employeeSchema : newEmployeeSchema, {
    defaultValues: {
      firstName: employee?.firstName ?? '',
      lastName: employee?.lastName ?? '',
      email: employee?.email ?? '',
      phone: employee?.phone ?? '',
      password: '',
    } satisfies Values,
  });
  const [refusal, setRefusal] = useState<string>();
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ password, ...fields }) => {
    setRefusal(await onSubmit({ ...fields, password: password ?? null }));
  });
  // One message at a time, missing fields first, as the original told them.
  const problem = firstErrorMessage(form.formState.errors, REQUIRED_FIELDS_MESSAGE) ?? refusal;

  return (
    <form className="employer-form" onSubmit={(event) => void submit(event)} noValidate>
      {problem && (
        <p className="employer-form__problem" role="alert">
          {problem}
        </p>
      )}
      {FIELDS.map((field) => (
        <label key={field.name} className="employer-form__field">
          {field.label}
          {field.name === 'password' && employee ? ' (leave empty to keep)' : ''}
          <input
            {...form.register(field.name)}
            type={field.type}
            autoComplete={field.autoComplete}
            disabled={saving}
          />
        </label>
      ))}
      <FormActions
        className="employer-form__actions"
        onCancel={onCancel}
        busy={saving}
        submitLabel={employee ? 'Update' : 'Save'}
      />
    </form>
  );
}
