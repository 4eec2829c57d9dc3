import { SITE } from '../../../../common/site';
import { applyByEmailHref } from './apply';

/** 'Apply Now' opens an e-mail to the careers address until online applications land. */
export function ApplyNowLink({
  jobTitle,
  describedBy,
}: {
  jobTitle: string;
  describedBy?: string;
}) {
  return (
    <a
      className="button button--small"
      href={applyByEmailHref(jobTitle)}
      aria-describedby={describedBy}
    >
      Apply Now
    </a>
  );
}

export function ApplyByEmailNote() {
  return (
    <p className="careers-apply-note">
      Apply by e-mail: send your CV to{' '}
      <a href={`mailto:${SITE.careersEmail}`}>{SITE.careersEmail}</a> with the job title in the
      subject.
    </p>
  );
}
