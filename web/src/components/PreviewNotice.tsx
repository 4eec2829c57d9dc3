import { PUBLISHING_STATUS_LABELS, type PublishingStatus } from '../../../common/publishing';

/**
 * The banner on a page opened through a preview link: staff see at once that this is not what
 * visitors see (yet), and in which state the post or job is.
 */
export function PreviewNotice({ status }: { status: PublishingStatus }) {
  const live = status === 'PUBLISHED';
  return (
    <p className="notice notice--preview" role="status">
      <strong>Preview</strong> · {PUBLISHING_STATUS_LABELS[status]}
      {live ? ': visitors see this page too.' : ': visitors cannot see this page.'}
    </p>
  );
}
