import { useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import {
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  passwordResetSchema,
} from '../../../../common/staff';
import { useResetPasswordMutation } from '../../graphql/hooks';
import { firstErrorMessage } from '../../lib/forms/first-error';
import { serverMessage } from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { paths } from '../../lib/paths';
import { AuthAlert } from './AuthAlert';
import './staff-auth.css';

/** The server's password rules, and the same password typed twice. */
const newPasswordFormSchema = passwordResetSchema
  .pick({ password: true })
  .extend({ confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: 'The two passwords do not match',
  });

/**
 * The reset e-mail's page: a new password for the account the link's token belongs to. Once it
 * is set, every session of the account has ended, and the form points to its sign-in page.
 */
export function NewPasswordForm({ token }: { token: string | undefined }) {
  const form = useZodForm(newPasswordFormSchema, {
    defaultValues: { password: '', confirmation: '' },
  });
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const [signInPath, setSignInPath] = useState<string>();
  const [failure, setFailure] = useState(token ? undefined : INVALID_RESET_LINK_MESSAGE);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      const { data } = await resetPassword({
        variables: { input: { token: token ?? '', password } },
      });
      setSignInPath(data?.resetPassword.loginPath);
    } catch (error) {
      setFailure(serverMessage(error));
    }
  });
  const problem = firstErrorMessage(form.formState.errors) ?? failure;
  const invalid = (name: 'password' | 'confirmation') =>
    form.formState.errors[name] ? { 'aria-invalid': true as const } : {};

  if (signInPath) {
    return (
      <div className="staff-login">
        <div className="staff-login__card">
          <h1 className="staff-login__heading">Password changed</h1>
          <p className="staff-login__notice" role="status">
            {PASSWORD_CHANGED_MESSAGE}
          </p>
          <Link className="staff-login__submit" to={signInPath}>
            Sign in
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="staff-login">
      <form className="staff-login__card" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h1 className="staff-login__heading">Choose a new password</h1>
        <AuthAlert problem={problem} />
        <label className="staff-login__field">
          New password
          <input
            {...form.register('password')}
            {...invalid('password')}
            type="password"
            autoComplete="new-password"
            required
            disabled={loading || !token}
          />
        </label>
        <label className="staff-login__field">
          New password again
          <input
            {...form.register('confirmation')}
            {...invalid('confirmation')}
            type="password"
            autoComplete="new-password"
            required
            disabled={loading || !token}
          />
        </label>
        <p className="staff-login__hint">
          At least 8 characters. You will be signed out everywhere.
        </p>
        <button className="staff-login__submit" type="submit" disabled={loading || !token}>
          {loading ? 'Saving...' : 'Set new password'}
        </button>
        {failure === INVALID_RESET_LINK_MESSAGE && (
          <Link className="staff-login__link" to={paths.forgotPassword()}>
            Ask for a new link
          </Link>
        )}
      </form>
    </div>
  );
}
