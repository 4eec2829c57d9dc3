import { INVALID_LOGIN_MESSAGE } from '../../../../common/staff';
import { StaffPageTitle } from '../../components/StaffPageTitle';
import { StaffLoginForm } from '../../features/staff-auth/StaffLoginForm';
import { withApollo } from '../../lib/apollo/with-apollo';

/** /login: the admin area's door. The spec shows one message for every failure. */
function AdminLoginPage() {
  return (
    <>
      <StaffPageTitle title="Admin Login" />
      <StaffLoginForm
        role="ADMIN"
        heading="Admin Login"
        failureMessage={(message) =>
          message?.startsWith('Too many') ? message : INVALID_LOGIN_MESSAGE
        }
      />
    </>
  );
}

export default withApollo(AdminLoginPage);
