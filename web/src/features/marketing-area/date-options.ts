/** Task dates are calendar days in the company's time zone, as the server counts them. */
const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** How many days, from today, the dashboard's date filter offers. */
export const DATE_FILTER_DAYS = 7;

export interface DateOption {
  /** YYYY-MM-DD, as the server takes it. */
  value: string;
  /** dd/mm/yyyy (en-GB), as the spec shows it. */
  label: string;
}

function businessToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Today and the six days after it. */
export function nextDateOptions(now = new Date()): DateOption[] {
  const today = new Date(`${businessToday(now)}T00:00:00Z`);
  return Array.from({ length: DATE_FILTER_DAYS }, (_, offset) => {
    const day = new Date(today);
    day.setUTCDate(day.getUTCDate() + offset);
    const value = day.toISOString().slice(0, 10);
    const [year, month, date] = value.split('-');
    return { value, label: `${date}/${month}/${year}` };
  });
}
