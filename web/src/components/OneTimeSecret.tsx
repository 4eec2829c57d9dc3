import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

interface OneTimeSecretProps {
  /** Names the value for the label and the copy button ('API token', 'Signing secret'). */
  label: string;
  value: string;
}

/**
 * A secret the server shows only once (an API token, a webhook signing secret): selectable in
 * full, with a Copy button and the warning that it cannot be shown again.
 */
export function OneTimeSecret({ label, value }: OneTimeSecretProps) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      // Without clipboard access (an http page, a refused permission) the text stays selectable.
      setCopied('failed');
    }
  };
  return (
    <div className="one-time-secret">
      <label htmlFor="one-time-secret-value">{label}</label>
      <div className="one-time-secret__row">
        <input
          id="one-time-secret-value"
          className="one-time-secret__value"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button--small" onClick={() => void copy()}>
          {copied === 'yes' ? (
            <Check size={16} aria-hidden="true" />
          ) : (
            <Copy size={16} aria-hidden="true" />
          )}
          {copied === 'yes' ? 'Copied' : 'Copy'}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
      <p className="one-time-secret__warning" role="status">
        {copied === 'failed'
          ? 'Copying is not allowed here: select the text and copy it yourself.'
          : 'Copy it now and keep it somewhere safe: it is not shown again.'}
      </p>
    </div>
  );
}
