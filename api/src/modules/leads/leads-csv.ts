import {
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  SPAM_REASON_LABELS,
} from '../../../../common/leads-inbox';
import type { LeadStatus } from '../../../../common/leads';
import { toCsv, type CsvColumn } from '../../shared/csv';
import type { Lead } from './lead.entity';

const COLUMNS: CsvColumn<Lead>[] = [
  { header: 'Id', value: (lead) => lead.id },
  { header: 'Received', value: (lead) => lead.createdAt },
  { header: 'Kind', value: (lead) => LEAD_KIND_LABELS[lead.kind] },
  { header: 'Status', value: (lead) => LEAD_STATUS_LABELS[lead.status as LeadStatus] },
  { header: 'Name', value: (lead) => lead.name },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Mobile', value: (lead) => lead.mobile },
  { header: 'Business name', value: (lead) => lead.businessName },
  { header: 'Subject', value: (lead) => lead.subject },
  { header: 'Message', value: (lead) => lead.message },
  { header: 'Service', value: (lead) => lead.service },
  { header: 'Page', value: (lead) => lead.pagePath },
  // New columns go last: spreadsheets built on the earlier columns keep working.
  /** Leads with the same e-mail or mobile share it; empty for spam. */
  { header: 'Contact id', value: (lead) => lead.contact?.id ?? null },
  { header: 'Source', value: (lead) => lead.source },
  { header: 'Campaign', value: (lead) => campaignOf(lead) },
  {
    header: 'Spam reason',
    value: (lead) => (lead.spamReason ? SPAM_REASON_LABELS[lead.spamReason] : null),
  },
];

/** The leads as CSV, one row each, in the order given. */
export function leadsCsv(leads: readonly Lead[]): string {
  return toCsv(COLUMNS, leads);
}

/** The campaign of the touch the lead is counted under: the last one's, else the first one's. */
function campaignOf(lead: Lead): string | null {
  const { firstTouch, lastTouch } = lead.attribution ?? {};
  return lastTouch?.utmCampaign ?? firstTouch?.utmCampaign ?? null;
}
