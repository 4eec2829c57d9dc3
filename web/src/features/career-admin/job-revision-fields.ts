import { PUBLISHING_STATUS_LABELS, type JobStatus } from '../../../../common/publishing';
import { formatStaffDateTime } from '../../lib/format-date';

/** A job's saved fields as the comparison names them, in the order it shows them. */
export const JOB_REVISION_LABELS: Record<string, string> = {
  title: 'Title',
  department: 'Department',
  location: 'Location',
  type: 'Type',
  experience: 'Experience',
  description: 'Description',
  skills: 'Skills',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  canonicalUrl: 'Canonical address',
  socialImageId: 'Social image',
  status: 'State',
  publishAt: 'Publish at',
  closesAt: 'Closes at',
};

/** Saved text as staff read it: a state's label, a moment in India time. */
export function displayJobField(field: string, value: string): string {
  if (!value) return value;
  if (field === 'socialImageId') return `Library image ${value}`;
  if (field === 'status') return PUBLISHING_STATUS_LABELS[value as JobStatus];
  if (field === 'publishAt' || field === 'closesAt') return formatStaffDateTime(value);
  return value;
}
