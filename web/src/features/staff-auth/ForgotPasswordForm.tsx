import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordResetRequestSchema,
} from '../../../../common/staff';
import { useRequestPasswordResetMutation } from '../../graphql/hooks';
import { firstErrorMessage } from '../../lib/forms/first-error';
import { serverMessage } from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { AuthAlert } from './AuthAlert';
import { roleOfAreaParam, signInPathFor } from './staff-area-param';
import './staff-auth.css';

/**
 * 'Forgot password?': asks for the account's e-mail and says the same thing afterwards whether
 * or not an account uses it; the link arrives by e-mail.
 */
export function ForgotPasswordForm() {
  const [params] = useSearchParams();
  const signInPath = signInPathFor(roleOfAreaParam(params.get('area')));
  const form = useZodForm(passwordResetRequestSchema, { defaultValues: { email: '' } });
  const [requestReset, { loading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      await requestReset({ variables: { email } });
      setSent(true);
    } catch (error) {
      setFailure(serverMessage(error));
    }
  });
  const problem = firstErrorMessage(form.formState.errors) ?? failure;

  return (
    <div className="staff-login">
      <form className="staff-login__card" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h1 className="staff-login__heading">Forgot password?</h1>
        {sent ? (
          <p className="staff-login__notice" role="status">
            {PASSWORD_RESET_REQUESTED_MESSAGE}
          </p>
        ) : (
          <>
            <p className="staff-login__notice">
              Enter the e-mail address of your staff account. We will send you a link to choose a
              new password.
            </p>
            <AuthAlert problem={problem} />
            <label className="staff-login__field">
              Email
              <input
                {...form.register('email')}
                aria-invalid={form.formState.errors.email ? true : undefined}
                type="email"
                autoComplete="username"
                required
                disabled={loading}
              />
            </label>
            <button className="staff-login__submit" type="submit" disabled={loading}>
              {loading ? 'Sending...' : 'Send reset link'}
            </button>
          </>
        )}
        <Link className="staff-login__link" to={signInPath}>
          Back to sign in
        </Link>
      </form>
    </div>
  );
}
