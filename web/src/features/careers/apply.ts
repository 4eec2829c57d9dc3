import { applicationSubject } from '../../../../common/careers';
import { SITE } from '../../../../common/site';

/** A mailto: to the careers address with the job named in the subject. */
export function applyByEmailHref(jobTitle: string): string {
  return `mailto:${SITE.careersEmail}?subject=${encodeURIComponent(applicationSubject(jobTitle))}`;
}
