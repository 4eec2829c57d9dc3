import { StaffPageTitle } from '../../components/StaffPageTitle';
import { StaffLoginForm } from '../../features/staff-auth/StaffLoginForm';
import { marketingLoginFailure } from './marketing-login-failure';
import { withApollo } from '../../lib/apollo/with-apollo';

/** /marketing/login: the marketing staff's door, with 'Remember me' for a 30-day session. */
function MarketingLoginPage() {
  return (
    <>
      <StaffPageTitle title="Marketing Login" />
      <StaffLoginForm
        role="MARKETING"
        heading="Marketing Login"
        failureMessage={marketingLoginFailure}
        extras
      />
    </>
  );
}

export default withApollo(MarketingLoginPage);
