import { useState, type ReactNode } from 'react';

/**
 * The recovery codes, shown this once: each signs in once when the phone is lost. Copy puts them
 * on the clipboard, one a line.
 */
export function RecoveryCodes({
  codes,
  headingLevel: Heading = 'h2',
  children,
}: {
  codes: readonly string[];
  /** h3 where the codes sit inside a section of their own (the Account page). */
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <section className="two-factor__recovery" aria-labelledby="recovery-codes-title">
      <Heading id="recovery-codes-title" className="two-factor__subheading">
        Save your recovery codes
      </Heading>
      <p className="staff-login__notice">
        If you lose your phone, each of these codes signs you in once instead of the app&apos;s
        code. Keep them somewhere safe: they are not shown again.
      </p>
      <ul className="two-factor__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="staff-login__secondary" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy the codes'}
      </button>
      {children}
    </section>
  );
}
