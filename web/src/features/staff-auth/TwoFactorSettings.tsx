import { useState } from 'react';
import { QueryState } from '../../components/QueryState';
import { Spinner } from '../../components/Spinner';
import type { TwoFactorEnrolmentFieldsFragment, TwoFactorStatusQuery } from '../../graphql/graphql';
import {
  useBeginTwoFactorEnrolmentMutation,
  useConfirmTwoFactorEnrolmentMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useTwoFactorStatusQuery,
} from '../../graphql/hooks';
import { formatStaffDate } from '../../lib/format-date';
import { serverMessage } from '../../lib/forms/server-errors';
import { EnrolmentSecret } from './EnrolmentSecret';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';

type Status = TwoFactorStatusQuery['twoFactorStatus'];

/** The Account page's two-factor sign-in: set it up, get new recovery codes, or turn it off. */
export function TwoFactorSettings() {
  const result = useTwoFactorStatusQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <QueryState
      result={result}
      loading={<Spinner label="Loading two-factor sign-in" />}
      failure={(error) => <p role="alert">Could not load two-factor sign-in: {error.message}</p>}
    >
      {(data) => (
        <TwoFactorPanel status={data.twoFactorStatus} refresh={() => void result.refetch()} />
      )}
    </QueryState>
  );
}

/** Sends a code; answers the server's refusal in its own words, or nothing when accepted. */
async function attempt(send: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await send();
    return undefined;
  } catch (error) {
    return serverMessage(error);
  }
}

function TwoFactorPanel({ status, refresh }: { status: Status; refresh: () => void }) {
  const [codes, setCodes] = useState<string[]>();
  if (codes) {
    return (
      <RecoveryCodes codes={codes} headingLevel="h3">
        <button
          type="button"
          className="staff-login__submit"
          onClick={() => {
            setCodes(undefined);
            refresh();
          }}
        >
          Done
        </button>
      </RecoveryCodes>
    );
  }
  return status.enabled ? (
    <EnabledPanel status={status} onCodes={setCodes} refresh={refresh} />
  ) : (
    <EnrolPanel onCodes={setCodes} />
  );
}

function EnrolPanel({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolmentFieldsFragment>();
  const [failure, setFailure] = useState<string>();
  const [begin, { loading }] = useBeginTwoFactorEnrolmentMutation();
  const [confirm] = useConfirmTwoFactorEnrolmentMutation();

  const start = async () => {
    setFailure(
      await attempt(async () => {
        const { data } = await begin();
        setEnrolment(data?.beginTwoFactorEnrolment);
      }),
    );
  };
  if (!enrolment) {
    return (
      <div className="two-factor__panel">
        <p>
          Two-factor sign-in is <strong>off</strong>. With it on, signing in also asks for a 6-digit
          code from an authenticator app on your phone, so a stolen password alone is not enough.
        </p>
        {failure && <p role="alert">{failure}</p>}
        <button
          type="button"
          className="staff-login__submit"
          disabled={loading}
          onClick={() => void start()}
        >
          {loading ? 'Starting...' : 'Set up two-factor sign-in'}
        </button>
      </div>
    );
  }
  return (
    <div className="two-factor__panel">
      <EnrolmentSecret enrolment={enrolment} />
      <TwoFactorCodeForm
        submitLabel="Turn on"
        busyLabel="Checking..."
        onSubmit={(code) =>
          attempt(async () => {
            const { data } = await confirm({ variables: { code } });
            onCodes(data?.confirmTwoFactorEnrolment ?? []);
          })
        }
      />
      <button
        type="button"
        className="staff-login__text-button"
        onClick={() => setEnrolment(undefined)}
      >
        Cancel
      </button>
    </div>
  );
}

type EnabledAction = 'regenerate' | 'disable';

function EnabledPanel({
  status,
  onCodes,
  refresh,
}: {
  status: Status;
  onCodes: (codes: string[]) => void;
  refresh: () => void;
}) {
  const [action, setAction] = useState<EnabledAction>();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const [disable] = useDisableTwoFactorMutation();
  const sendCode = (code: string) =>
    attempt(async () => {
      if (action === 'regenerate') {
        const { data } = await regenerate({ variables: { code } });
        onCodes(data?.regenerateRecoveryCodes ?? []);
      } else {
        await disable({ variables: { code } });
        refresh();
      }
    });
  return (
    <div className="two-factor__panel">
      <p>
        Two-factor sign-in is <strong>on</strong>
        {status.enabledAt ? ` since ${formatStaffDate(status.enabledAt)}` : ''}.{' '}
        {status.recoveryCodesLeft} of 10 recovery codes left.
      </p>
      {status.required && <p>It is required for admins, so it cannot be turned off.</p>}
      {action ? (
        <>
          <p>
            {action === 'regenerate'
              ? 'Enter a current code to replace all your recovery codes.'
              : 'Enter a current code to turn two-factor sign-in off.'}
          </p>
          <TwoFactorCodeForm
            key={action}
            submitLabel={action === 'regenerate' ? 'Get new recovery codes' : 'Turn off'}
            busyLabel="Checking..."
            onSubmit={sendCode}
            allowRecoveryCode
          />
          <button
            type="button"
            className="staff-login__text-button"
            onClick={() => setAction(undefined)}
          >
            Cancel
          </button>
        </>
      ) : (
        <div className="two-factor__actions">
          <button
            type="button"
            className="staff-login__secondary"
            onClick={() => setAction('regenerate')}
          >
            Get new recovery codes
          </button>
          {!status.required && (
            <button
              type="button"
              className="staff-login__secondary"
              onClick={() => setAction('disable')}
            >
              Turn off two-factor sign-in
            </button>
          )}
        </div>
      )}
    </div>
  );
}
