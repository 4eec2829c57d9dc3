import { ADMIN_ONLY } from '../../../../common/access';
import { calendarMonthSchema } from '../../../../common/backoffice';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { parseInput } from '../../shared/validation';
import type {
  BackofficeContributor,
  CalendarEntry,
  DayRange,
} from '../../shared/backoffice-contributor';

export interface AdminCalendar extends DayRange {
  month: string;
  entries: CalendarEntry[];
}

/** One month of dated work (tasks due, reschedules), read-only, ordered by day. */
export const adminCalendar = staffOperation(
  ADMIN_ONLY,
  async (
    ctx: StaffContext,
    input: unknown,
    contributors: readonly BackofficeContributor[],
  ): Promise<AdminCalendar> => {
    const { month } = parseInput(calendarMonthSchema, input);
    const range = monthRange(month);
    const entries: CalendarEntry[] = [];
    for (const contributor of contributors) {
      entries.push(...((await contributor.calendar?.(ctx, range)) ?? []));
    }
    entries.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    return { month, ...range, entries };
  },
);

/** '2026-02' -> 2026-02-01 .. 2026-02-28 */
export function monthRange(month: string): DayRange {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}
