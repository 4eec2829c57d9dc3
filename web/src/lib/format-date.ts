import { BUSINESS_TIME_ZONE, formatStaffDay } from '../../../common/workforce';

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

let inIndiaFormat: Intl.DateTimeFormat | undefined;

/**
 * Made on first use, not when the module loads: building it loads time-zone data (tens of
 * milliseconds on the browser's main thread), and pages that only show calendar days (the
 * terms) never need it.
 */
function indiaFormat(): Intl.DateTimeFormat {
  inIndiaFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return inIndiaFormat;
}

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
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts = new Map(
    indiaFormat()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
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
