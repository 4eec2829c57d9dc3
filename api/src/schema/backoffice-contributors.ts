import { billingBackoffice } from '../modules/billing/billing.backoffice';
import { applicationsBackoffice } from '../modules/careers/applications.backoffice';
import { careersBackoffice } from '../modules/careers/careers.backoffice';
import { contentBackoffice } from '../modules/blog/blog.backoffice';
import { leadsBackoffice } from '../modules/leads/leads.backoffice';
import { workforceBackoffice } from '../modules/workforce/workforce.backoffice';
import type { BackofficeContributor } from '../shared/backoffice-contributor';

/**
 * The modules that add figures, search results, notifications or calendar entries to the back
 * office, in the order their parts appear; a module adds one line here. The composition root
 * hands them to the backoffice module, so neither side imports the other.
 */
export const backofficeContributors: readonly BackofficeContributor[] = [
  leadsBackoffice,
  careersBackoffice,
  applicationsBackoffice,
  contentBackoffice,
  workforceBackoffice,
  billingBackoffice,
];
