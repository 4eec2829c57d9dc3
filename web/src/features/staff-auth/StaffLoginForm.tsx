import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { STAFF_AREAS, loginSchema, type StaffRole } from '../../../../common/staff';
import { Spinner } from '../../components/Spinner';
import {
  StaffMeDocument,
  type StaffMeUserFragment,
  type StaffSignInMutation,
} from '../../graphql/graphql';
import { useStaffSignInMutation } from '../../graphql/hooks';
import { firstErrorMessage } from '../../lib/forms/first-error';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { paths } from '../../lib/paths';
import { AuthAlert } from './AuthAlert';
import { SignedInElsewhere } from './SignedInElsewhere';
import { TwoFactorSignIn, type SignInChallenge } from './TwoFactorSignIn';
import { useAskWhoIsSignedIn, useSignOutHere, useStaffSession } from './use-staff-session';
import './staff-auth.css';

interface StaffLoginFormProps {
  role: StaffRole;
  heading: string;
  /** The area's own wording for a failed sign-in; the server's message when absent. */
  failureMessage?: (serverMessage: string | undefined, error: unknown) => string;
  /** Offers 'Remember me' (30-day session) and a show/hide password control. */
  extras?: boolean;
  children?: ReactNode;
}

/**
 * The sign-in form of one staff area; other roles' accounts are refused by the server. Someone
 * already signed in to another area is told so and chooses, rather than being signed out by a
 * sign-in here. An account with two-factor sign-in is asked for its code next.
 */
export function StaffLoginForm({
  role,
  heading,
  failureMessage,
  extras = false,
  children,
}: StaffLoginFormProps) {
  const { me, loading } = useStaffSession();
  const signOutHere = useSignOutHere();
  const askWhoIsSignedIn = useAskWhoIsSignedIn();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [error, setError] = useState<string>();
  const form = useZodForm(loginSchema, {
    defaultValues: { email: '', password: '', role, remember: false },
  });
  const [showPassword, setShowPassword] = useState(false);
  const [switched, setSwitched] = useState(false);
  const [challenge, setChallenge] = useState<SignInChallenge>();
  const passwordId = useId();
  const client = useApolloClient();
  const [signIn, { loading: submitting }] = useStaffSignInMutation();
  const home = STAFF_AREAS[role].homePath;
  const enterArea = async (user: StaffMeUserFragment) => {
    client.writeQuery({ query: StaffMeDocument, data: { me: user } });
    await navigate(from ?? home, { replace: true });
  };
  // Before the session check: a wrong code (401) makes the page ask who is signed in again, and
  // the second step must stay on screen meanwhile, with its message.
  if (challenge) {
    return (
      <TwoFactorSignIn
        challenge={challenge}
        onSignedIn={(user) => void enterArea(user)}
        onStartAgain={() => {
          setChallenge(undefined);
          setError(undefined);
        }}
      />
    );
  }
  if (loading) {
    return (
      <div className="staff-login">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (me?.role === role) return <Navigate to={from ?? home} replace />;
  if (me) {
    const switchAccount = async () => {
      setSwitched(true);
      await signOutHere();
    };
    return <SignedInElsewhere me={me} role={role} heading={heading} onSwitch={switchAccount} />;
  }

  const onSubmit = form.handleSubmit(async (input) => {
    setError(undefined);
    try {
      // A session another tab started since the page asked is not ended silently: the page
      // now says who is signed in instead.
      if (await askWhoIsSignedIn()) return;
      const { data } = await signIn({ variables: { input } });
      const result = data?.signIn;
      if (result?.__typename === 'TwoFactorChallenge') {
        setChallenge(result);
        return;
      }
      if (!startedSession(result)) throw new NoSessionReceivedError();
      await enterArea(result.user);
    } catch (caught) {
      const serverMessage = caught instanceof Error ? caught.message : undefined;
      setError(
        failureMessage ? failureMessage(serverMessage, caught) : (serverMessage ?? 'Login failed'),
      );
    }
  });
  // The shared sign-in rules speak first; the server's answer once they pass.
  const problem = firstErrorMessage(form.formState.errors) ?? error;
  const invalid = (name: 'email' | 'password') =>
    form.formState.errors[name] ? { 'aria-invalid': true as const } : {};

  return (
    <div className="staff-login">
      <form className="staff-login__card" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h1 className="staff-login__heading">{heading}</h1>
        <AuthAlert problem={problem} />
        <label className="staff-login__field">
          Email
          <input
            {...form.register('email')}
            {...invalid('email')}
            type="email"
            autoComplete="username"
            // After 'Sign out and sign in here' the form replaces the button that was pressed.
            autoFocus={switched}
            required
            disabled={submitting}
          />
        </label>
        {/* Not a wrapping label: the show/hide button inside it would share its name. */}
        <div className="staff-login__field">
          <label htmlFor={passwordId}>Password</label>
          <span className="staff-login__password">
            <input
              id={passwordId}
              {...form.register('password')}
              {...invalid('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              disabled={submitting}
            />
            {extras && (
              <button
                type="button"
                className="staff-login__reveal"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? 'Hide password' : 'Show password'}
              </button>
            )}
          </span>
        </div>
        {extras && (
          <label className="staff-login__remember">
            <input {...form.register('remember')} type="checkbox" disabled={submitting} /> Remember
            me
          </label>
        )}
        <button className="staff-login__submit" type="submit" disabled={submitting}>
          {submitting ? 'Logging in...' : 'Login'}
        </button>
        <Link className="staff-login__link" to={paths.forgotPassword(role)}>
          Forgot password?
        </Link>
        {children}
      </form>
    </div>
  );
}

type SessionStarted = Extract<StaffSignInMutation['signIn'], { __typename: 'LoginResult' }>;

/**
 * Whether the answer carries a session. The schema promises one, but a proxy or a faulty server
 * can still answer `signIn: null`, which the spec reports as 'No token received from server'.
 */
function startedSession(
  result: StaffSignInMutation['signIn'] | null | undefined,
): result is SessionStarted {
  return result?.__typename === 'LoginResult' && Boolean(result.user);
}

/** The server answered without starting a session (no signed-in user in its answer). */
export class NoSessionReceivedError extends Error {
  constructor() {
    super('No session received from the server');
  }
}
