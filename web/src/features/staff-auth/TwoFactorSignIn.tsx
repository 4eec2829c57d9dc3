import { useState } from 'react';
import type { StaffMeUserFragment, StaffSignInMutation } from '../../graphql/graphql';
import { useStaffCompleteSignInMutation } from '../../graphql/hooks';
import { serverMessage } from '../../lib/forms/server-errors';
import { EnrolmentSecret } from './EnrolmentSecret';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';

export type SignInChallenge = Extract<
  StaffSignInMutation['signIn'],
  { __typename: 'TwoFactorChallenge' }
>;

interface TwoFactorSignInProps {
  challenge: SignInChallenge;
  /** The session has started: show the area. */
  onSignedIn: (user: StaffMeUserFragment) => void;
  /** Back to the e-mail and password (another account, or an expired step). */
  onStartAgain: () => void;
}

/**
 * The second step of signing in, after a right password: the authenticator app's code (or a
 * recovery code); or, for an admin who must use two-factor sign-in and has not yet, setting it
 * up first, then the recovery codes, shown once before the area opens.
 */
export function TwoFactorSignIn({ challenge, onSignedIn, onStartAgain }: TwoFactorSignInProps) {
  const [completeSignIn] = useStaffCompleteSignInMutation();
  const [enrolled, setEnrolled] = useState<{ user: StaffMeUserFragment; codes: string[] }>();
  const enrolling = challenge.kind === 'ENROLMENT_REQUIRED';

  const sendCode = async (code: string): Promise<string | undefined> => {
    try {
      const { data } = await completeSignIn({
        variables: { input: { challengeToken: challenge.challengeToken, code } },
      });
      const signedIn = data?.completeSignIn;
      if (!signedIn) return 'No session received from the server';
      if (signedIn.recoveryCodes?.length) {
        setEnrolled({ user: signedIn.user, codes: signedIn.recoveryCodes });
      } else {
        onSignedIn(signedIn.user);
      }
      return undefined;
    } catch (error) {
      return serverMessage(error);
    }
  };

  if (enrolled) {
    return (
      <div className="staff-login">
        <div className="staff-login__card staff-login__card--wide">
          <h1 className="staff-login__heading">Two-factor sign-in is on</h1>
          <RecoveryCodes codes={enrolled.codes}>
            <button
              type="button"
              className="staff-login__submit"
              onClick={() => onSignedIn(enrolled.user)}
            >
              I have saved them: continue
            </button>
          </RecoveryCodes>
        </div>
      </div>
    );
  }
  return (
    <div className="staff-login">
      <div className={`staff-login__card${enrolling ? ' staff-login__card--wide' : ''}`}>
        <h1 className="staff-login__heading">
          {enrolling ? 'Set up two-factor sign-in' : 'Two-factor sign-in'}
        </h1>
        <p className="staff-login__notice">
          {enrolling
            ? 'Admins sign in with a code from an authenticator app as well as their password.'
            : 'Enter the 6-digit code your authenticator app shows for this account.'}
        </p>
        {enrolling && challenge.enrolment && <EnrolmentSecret enrolment={challenge.enrolment} />}
        <TwoFactorCodeForm
          submitLabel={enrolling ? 'Turn on and sign in' : 'Verify'}
          busyLabel="Checking..."
          onSubmit={sendCode}
          allowRecoveryCode={!enrolling}
        />
        <button type="button" className="staff-login__text-button" onClick={onStartAgain}>
          Sign in again
        </button>
      </div>
    </div>
  );
}
