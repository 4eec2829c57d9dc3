// Made once: building a formatter costs far more than formatting with it.
const LEGAL_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-01-01' as '1 January 2026', the same on the server and in the browser. */
export function formatLegalDate(isoDate: string): string {
  return LEGAL_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}
