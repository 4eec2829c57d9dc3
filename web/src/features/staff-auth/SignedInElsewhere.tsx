import { useState } from 'react';
import { Link } from 'react-router-dom';
import { STAFF_AREAS, type StaffRole } from '../../../../common/staff';
import { STAFF_ROLE_WORDS } from './staff-role-words';
import type { StaffMe } from './use-staff-session';

interface SignedInElsewhereProps {
  me: StaffMe;
  /** The role this login page is for. */
  role: StaffRole;
  heading: string;
  /** Ends the current session; the login form shows once it has. */
  onSwitch: () => Promise<void>;
}

/**
 * One browser holds one staff session. Instead of a login form that would silently end it, a
 * login page of another area says who is signed in and lets them go back, or sign out first.
 */
export function SignedInElsewhere({ me, role, heading, onSwitch }: SignedInElsewhereProps) {
  const [switching, setSwitching] = useState(false);
  const theirs = STAFF_ROLE_WORDS[me.role];
  const switchAccount = async () => {
    setSwitching(true);
    await onSwitch();
  };
  return (
    <div className="staff-login">
      <div className="staff-login__card">
        <h1 className="staff-login__heading">{heading}</h1>
        <p className="staff-login__notice">
          You are signed in as {me.firstName} {me.lastName} ({me.email}), {theirs.one}. This area is
          for {STAFF_ROLE_WORDS[role].all}.
        </p>
        <Link className="staff-login__submit" to={STAFF_AREAS[me.role].homePath}>
          Go to {theirs.area}
        </Link>
        <button
          type="button"
          className="staff-login__secondary"
          disabled={switching}
          onClick={() => void switchAccount()}
        >
          {switching ? 'Signing out...' : 'Sign out and sign in here'}
        </button>
      </div>
    </div>
  );
}
