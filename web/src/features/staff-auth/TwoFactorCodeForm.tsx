import { useId, useState, type ReactNode } from 'react';
import { twoFactorCodeSchema } from '../../../../common/two-factor';
import { firstErrorMessage } from '../../lib/forms/first-error';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { AuthAlert } from './AuthAlert';

interface TwoFactorCodeFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Sends the code; answers the problem to show, or nothing when it was accepted. */
  onSubmit: (code: string) => Promise<string | undefined>;
  /** Offers 'Use a recovery code instead' (not while setting up: there are none yet). */
  allowRecoveryCode?: boolean;
  className?: string;
  /** Shown between the field and the button. */
  children?: ReactNode;
}

/** One code: the authenticator app's 6 digits, or a recovery code when the phone is lost. */
export function TwoFactorCodeForm({
  submitLabel,
  busyLabel,
  onSubmit,
  allowRecoveryCode = false,
  className = 'two-factor__form',
  children,
}: TwoFactorCodeFormProps) {
  const form = useZodForm(twoFactorCodeSchema, { defaultValues: { code: '' } });
  const [failure, setFailure] = useState<string>();
  const [recovery, setRecovery] = useState(false);
  const fieldId = useId();
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(await onSubmit(code));
  });
  const problem = firstErrorMessage(form.formState.errors) ?? failure;
  const switchMode = () => {
    setRecovery((value) => !value);
    form.reset({ code: '' });
    setFailure(undefined);
  };

  return (
    <form className={className} onSubmit={(event) => void submit(event)} noValidate>
      <AuthAlert problem={problem} />
      <div className="staff-login__field">
        <label htmlFor={fieldId}>{recovery ? 'Recovery code' : '6-digit code'}</label>
        <input
          id={fieldId}
          {...form.register('code')}
          aria-invalid={form.formState.errors.code || failure ? true : undefined}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          spellCheck={false}
          autoFocus
          required
          disabled={busy}
        />
      </div>
      {children}
      <button className="staff-login__submit" type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {allowRecoveryCode && (
        <button type="button" className="staff-login__text-button" onClick={switchMode}>
          {recovery ? 'Use the code from my app instead' : 'Use a recovery code instead'}
        </button>
      )}
    </form>
  );
}
