import { useId } from 'react';
import { formatStaffDateTime } from '../lib/format-date';
import './publishing.css';

/**
 * A preview link made for staff: its full address to share with a reviewer, when it stops
 * working, and a way to open it at once.
 */
export function PreviewLinkPanel({ path, expiresAt }: { path: string; expiresAt: string }) {
  const id = useId();
  const url = new URL(path, window.location.origin).href;
  return (
    <div className="preview-link admin-controls">
      <label htmlFor={id}>Preview link</label>
      <input id={id} readOnly value={url} onFocus={(event) => event.target.select()} />
      <p>
        Anyone with this link sees the page as it is now until {formatStaffDateTime(expiresAt)}{' '}
        (India time), or until the next save.
      </p>
      <a className="button" href={url} target="_blank" rel="noopener noreferrer">
        Open preview
      </a>
    </div>
  );
}

/** A preview link being made: a wait, a failure, or the link. */
export function PreviewLinkState({
  link,
  failed,
}: {
  link: { path: string; expiresAt: string } | undefined;
  failed: boolean;
}) {
  if (failed) return <p role="alert">Failed to make a preview link</p>;
  if (!link) return <p>Making a preview link...</p>;
  return <PreviewLinkPanel path={link.path} expiresAt={link.expiresAt} />;
}
