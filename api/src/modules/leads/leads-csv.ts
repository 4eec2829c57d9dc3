import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../../../../common/leads-inbox';
import type { LeadStatus } from '../../../../common/leads';
import type { Lead } from './lead.entity';

const COLUMNS: [string, (lead: Lead) => string | null | undefined][] = [
  ['Id', (lead) => String(lead.id)],
  ['Received', (lead) => lead.createdAt.toISOString()],
  ['Kind', (lead) => LEAD_KIND_LABELS[lead.kind]],
  ['Status', (lead) => LEAD_STATUS_LABELS[lead.status as LeadStatus]],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Mobile', (lead) => lead.mobile],
  ['Business name', (lead) => lead.businessName],
  ['Subject', (lead) => lead.subject],
  ['Message', (lead) => lead.message],
  ['Service', (lead) => lead.service],
  ['Page', (lead) => lead.pagePath],
];

/**
 * One CSV cell. Visitors write these values, and a spreadsheet runs a cell that starts with
 * = + - @ (or a tab or carriage return before one) as a formula: such a cell gets a leading
 * apostrophe, which spreadsheets show as text. Every cell is quoted, quotes doubled (RFC 4180).
 */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The leads as CSV: a header row, CRLF line ends, and a BOM so spreadsheets read UTF-8. */
export function leadsCsv(leads: readonly Lead[]): string {
  const rows = [
    COLUMNS.map(([header]) => csvCell(header)),
    ...leads.map((lead) => COLUMNS.map(([, read]) => csvCell(read(lead)))),
  ];
  return `\ufeff${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
