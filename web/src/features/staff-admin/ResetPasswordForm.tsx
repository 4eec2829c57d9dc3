import { useState, type SyntheticEvent } from 'react';
import { newPasswordSchema } from '../../../../common/staff';

interface ResetPasswordFormProps {
  onSubmit: (password: string) => Promise<string | undefined>;
  onCancel: () => void;
}

/** A new password for someone else's account; their sessions end when it is saved. */
export function ResetPasswordForm({ onSubmit, onCancel }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = newPasswordSchema.safeParse({ password });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please check the password');
      return;
    }
    setSaving(true);
    const failure = await onSubmit(password);
    setSaving(false);
    setProblem(failure ?? '');
  }

  return (
    <form className="staff-admin__form" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor="staff-new-password">New password (at least 8 characters)</label>
      <input
        id="staff-new-password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {problem && <p role="alert">{problem}</p>}
      <div className="staff-admin__form-actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving...' : 'Reset password'}
        </button>
      </div>
    </form>
  );
}
