import type { TwoFactorEnrolmentFieldsFragment } from '../../graphql/graphql';

/** The new secret as a QR code to scan, and as text to type when the camera cannot. */
export function EnrolmentSecret({ enrolment }: { enrolment: TwoFactorEnrolmentFieldsFragment }) {
  return (
    <div className="two-factor__enrolment">
      <ol className="two-factor__steps">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password or similar).
        </li>
        <li>Scan this QR code with it, or type in the key below.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <img
        className="two-factor__qr"
        src={enrolment.qrCodeDataUrl}
        width={200}
        height={200}
        alt="QR code that adds this account to an authenticator app"
      />
      <p className="two-factor__key">
        Key: <code aria-label="Key for typing in">{groupsOfFour(enrolment.secret)}</code>
      </p>
    </div>
  );
}

/** 'JBSW Y3DP EHPK 3PXP': easier to read off and type in. */
function groupsOfFour(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
