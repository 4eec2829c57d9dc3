import { PUBLISHING_STATUS_LABELS, type PublishingStatus } from '../../../common/publishing';
import { formatStaffDateTime } from '../lib/format-date';
import './publishing.css';

/** A post's or job's state in a back-office list; a schedule says when, in India time. */
export function StatusBadge({
  status,
  publishAt,
  liveLabel = PUBLISHING_STATUS_LABELS.PUBLISHED,
}: {
  status: PublishingStatus;
  publishAt?: string | null | undefined;
  /** What a live item is called here ('Open' for a job). */
  liveLabel?: string;
}) {
  const label = status === 'PUBLISHED' ? liveLabel : PUBLISHING_STATUS_LABELS[status];
  const className =
    status === 'PUBLISHED' ? 'badge' : `badge status-badge--${status.toLowerCase()}`;
  return (
    <span className={className}>
      {status === 'SCHEDULED' && publishAt ? `${label} ${formatStaffDateTime(publishAt)}` : label}
    </span>
  );
}
