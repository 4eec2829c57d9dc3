import { StaffPageTitle } from '../components/StaffPageTitle';
import { ForgotPasswordForm } from '../features/staff-auth/ForgotPasswordForm';
import { withApollo } from '../lib/apollo/with-apollo';

/** /forgot-password: any staff member asks for a reset link by e-mail. */
function ForgotPasswordPage() {
  return (
    <>
      <StaffPageTitle title="Forgot password" />
      <ForgotPasswordForm />
    </>
  );
}

export default withApollo(ForgotPasswordPage);
