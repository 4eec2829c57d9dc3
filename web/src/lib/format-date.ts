import { formatStaffDay } from '../../../common/workforce';

/**
 * How dates read, one form per audience. Staff (admin, employer and marketing areas) read
 * day/month/year, the en-GB form the spec gives the marketing area: '24/11/2026' and
 * '24/11/2026, 18:45'. Visitors read '24 Nov 2026'. Everyone reads India Standard Time wherever
 * their browser is. Machines keep ISO: CSV exports, `dateTime` attributes and date inputs.
 *
 * The text is put together from numbers rather than taken whole from Intl, so the server renders
 * exactly what the browser hydrates whatever their ICU versions (newer ones write 'Sept', and
 * may change the separators).
 */

/**
 * India Standard Time is UTC+05:30 all year (no daylight saving since 1945), so an instant's day
 * and time there are plain arithmetic. Intl would need time-zone data (tens of milliseconds to
 * load on a phone's main thread) and costs a list page a tenth of a millisecond per date.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface IndiaTime {
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM, 24-hour */
  time: string;
}

/**
 * The day and time in India of an instant ('2026-11-24T13:15:00Z'). A calendar day
 * ('2026-11-24', a due date) is already a day in India and is taken as it is. Undefined for text
 * that is neither.
 */
function inIndia(value: string): IndiaTime | undefined {
  if (CALENDAR_DAY.test(value)) return { day: value, time: '00:00' };
  const there = new Date(new Date(value).getTime() + INDIA_OFFSET_MS);
  if (Number.isNaN(there.getTime())) return undefined;
  // 'YYYY-MM-DDTHH:MM:SS.sssZ' read as the clock in India; years past 9999 are written longer.
  const iso = there.toISOString();
  if (iso.length !== 24) return undefined;
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** '24/11/2026': a day as staff read it. Text that is not a date is shown as it came. */
export function formatStaffDate(value: string): string {
  const india = inIndia(value);
  return india ? formatStaffDay(india.day) : value;
}

/** '24/11/2026, 18:45' in India Standard Time: a moment as staff read it. */
export function formatStaffDateTime(value: string): string {
  const india = inIndia(value);
  return india ? `${formatStaffDay(india.day)}, ${india.time}` : value;
}

/** '24 Nov 2026': a day as visitors read it (blog posts, careers, payments, legal pages). */
export function formatPublicDate(value: string): string {
  const india = inIndia(value);
  if (!india) return value;
  const [year, month, day] = india.day.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}
