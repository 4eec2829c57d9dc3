import { StaffPageTitle } from '../../components/StaffPageTitle';
import { STAFF_ROLE_WORDS } from './staff-role-words';
import { TwoFactorSettings } from './TwoFactorSettings';
import { useStaffSession } from './use-staff-session';
import './staff-auth.css';

/** Account (from the profile menu of every staff area): who is signed in, and their sign-in security. */
export function StaffAccount() {
  const { me } = useStaffSession();
  return (
    <section className="staff-account">
      <StaffPageTitle title="Account" />
      <h1 className="staff-account__title">Account</h1>
      {me && (
        <dl className="staff-account__details">
          <dt>Name</dt>
          <dd>
            {me.firstName} {me.lastName}
          </dd>
          <dt>Email</dt>
          <dd>{me.email}</dd>
          <dt>Role</dt>
          <dd>{STAFF_ROLE_WORDS[me.role].one.replace(/^an? /, '')}</dd>
        </dl>
      )}
      <section className="staff-account__card" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title">Two-factor sign-in</h2>
        <TwoFactorSettings />
      </section>
    </section>
  );
}
