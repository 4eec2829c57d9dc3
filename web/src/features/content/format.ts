const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  // Fixed so the server and every browser print the same date (no hydration mismatch).
  timeZone: 'Asia/Kolkata',
});

export function formatPostDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

export const PLACEHOLDER_IMAGE = '/images/blog/placeholder.svg';
