/** One cell of the month view: a day, and whether it belongs to the month shown. */
export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const INDIA_OFFSET_MS = 330 * 60 * 1000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The weeks (Monday to Sunday) covering a month 'YYYY-MM', with the neighbours' days. */
export function monthWeeks(month: string): GridDay[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = Date.UTC(year, monthNumber - 1, 1);
  const last = Date.UTC(year, monthNumber, 0);
  const start = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks: GridDay[][] = [];
  for (let weekStart = start; weekStart <= last; weekStart += 7 * DAY_MS) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const time = weekStart + index * DAY_MS;
        const date = isoDay(time);
        return { date, day: new Date(time).getUTCDate(), inMonth: date.startsWith(month) };
      }),
    );
  }
  return weeks;
}

/** '2026-11' moved by whole months: shiftMonth('2026-12', 1) is '2027-01'. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return isoDay(Date.UTC(year, monthNumber - 1 + by, 1)).slice(0, 7);
}

/** The month it is now in India. */
export function currentMonth(now = new Date()): string {
  return isoDay(now.getTime() + INDIA_OFFSET_MS).slice(0, 7);
}

/** The current day in India, 'YYYY-MM-DD'. */
export function today(now = new Date()): string {
  return isoDay(now.getTime() + INDIA_OFFSET_MS);
}

/** '2026-11' -> 'November 2026' */
export function monthTitle(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const isMonth = (value: string | null): value is string =>
  value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
