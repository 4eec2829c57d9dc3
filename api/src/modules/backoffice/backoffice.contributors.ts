import { billingBackoffice } from '../billing/billing.backoffice';
import { applicationsBackoffice } from '../careers/applications.backoffice';
import { careersBackoffice } from '../careers/careers.backoffice';
import { contentBackoffice } from '../content/blog.backoffice';
import { leadsBackoffice } from '../leads/leads.backoffice';
import { workforceBackoffice } from '../workforce/workforce.backoffice';
import type { BackofficeContributor } from './backoffice.contributor';

/**
 * The modules that add figures, search results, notifications or calendar entries to the back
 * office, in the order their parts appear; a module adds one line here.
 */
export const backofficeContributors: readonly BackofficeContributor[] = [
  leadsBackoffice,
  careersBackoffice,
  applicationsBackoffice,
  contentBackoffice,
  workforceBackoffice,
  billingBackoffice,
];
