import { useState } from 'react';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { NewPasswordForm } from '../features/staff-auth/NewPasswordForm';
import { withApollo } from '../lib/apollo/with-apollo';

/**
 * /reset-password#token=...: the reset e-mail's link. The token travels in the fragment, which
 * never reaches a server log; it is read once and taken out of the address bar and history.
 */
function ResetPasswordPage() {
  const [token] = useState(takeTokenFromAddress);
  return (
    <>
      <StaffPageTitle title="Choose a new password" />
      <NewPasswordForm token={token} />
    </>
  );
}

function takeTokenFromAddress(): string | undefined {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? undefined;
  if (token) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return token || undefined;
}

export default withApollo(ResetPasswordPage);
