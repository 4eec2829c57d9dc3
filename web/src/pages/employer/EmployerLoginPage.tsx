import { StaffPageTitle } from '../../components/StaffPageTitle';
import { StaffLoginForm } from '../../features/staff-auth/StaffLoginForm';
import { withApollo } from '../../lib/apollo/with-apollo';

/** /employeer/login: the employer area's door; failures say the server's reason when it has one. */
function EmployerLoginPage() {
  return (
    <>
      <StaffPageTitle title="Employer Login" />
      <StaffLoginForm
        role="EMPLOYER"
        heading="Admin Login"
        failureMessage={(message) => message || 'Login failed. Please try again.'}
      />
    </>
  );
}

export default withApollo(EmployerLoginPage);
