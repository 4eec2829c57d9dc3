// Staff and visitors read times in India Standard Time wherever their browser is, and the
// server renders the same text the browser hydrates.
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** '23 Nov 2026, 6:45 pm' in India Standard Time. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** '23 Nov 2026' in India Standard Time. */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
