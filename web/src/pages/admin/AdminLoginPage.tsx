import { INVALID_LOGIN_MESSAGE } from '../../../../common/staff';
import { StaffPageTitle } from '../../components/StaffPageTitle';
import { StaffLoginForm } from '../../features/staff-auth/StaffLoginForm';

/** /login: the admin area's door. The spec shows one message for every failure. */
export default function AdminLoginPage() {
  return (
    <>
      <StaffPageTitle title="Admin Login" />
      <StaffLoginForm
        role="ADMIN"
        heading="Admin Login"
        failureMessage={(message) =>
          message?.startsWith('Too many') ? message : INVALID_LOGIN_MESSAGE
        }
      >
        <p className="staff-login__hint">
          Forgot your password? Another administrator can reset it under Users.
        </p>
      </StaffLoginForm>
    </>
  );
}
