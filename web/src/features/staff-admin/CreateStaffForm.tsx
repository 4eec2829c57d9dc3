import { useState, type SyntheticEvent } from 'react';
import { STAFF_ROLES, staffAccountSchema, type StaffRole } from '../../../../common/staff';
import type { StaffAccountInput } from '../../graphql/graphql';
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
type Values = typeof EMPTY;

/** A new staff account; the shared rules check it here first, then the server again. */
export function CreateStaffForm({ onSubmit, onCancel }: CreateStaffFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const bind = (name: keyof Values) => ({
    id: `staff-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { ...values, phone: values.phone.trim() || null };
    const checked = staffAccountSchema.safeParse(input);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please check the fields');
      return;
    }
    setSaving(true);
    const failure = await onSubmit(input);
    setSaving(false);
    setProblem(failure ?? '');
  }

  return (
    <form className="staff-admin__form" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor="staff-role">Role</label>
      <select {...bind('role')}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
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
      <div className="staff-admin__form-actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving...' : 'Create user'}
        </button>
      </div>
    </form>
  );
}
