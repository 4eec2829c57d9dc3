import { Link } from 'react-router-dom';
import type { AdminCalendarQuery } from '../../graphql/graphql';
import { formatStaffDate } from '../../lib/format-date';
import { monthTitle, monthWeeks, today } from './month-grid';

type Entry = AdminCalendarQuery['adminCalendar']['entries'][number];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A read-only month table: each day lists the tasks due and the tasks moved to it. */
export function MonthGrid({ month, entries }: { month: string; entries: readonly Entry[] }) {
  const byDay = Map.groupBy(entries, (entry) => entry.date);
  const now = today();
  return (
    <table className="calendar__grid">
      <caption className="visually-hidden">{monthTitle(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col">
              <abbr title={weekday}>{weekday.slice(0, 3)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => (
              <td
                key={day.date}
                className={day.inMonth ? 'calendar__day' : 'calendar__day calendar__day--outside'}
                aria-current={day.date === now ? 'date' : undefined}
              >
                <span className="calendar__day-number">{day.day}</span>
                {day.inMonth && <DayEntries entries={byDay.get(day.date) ?? []} />}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayEntries({ entries }: { entries: readonly Entry[] }) {
  if (!entries.length) return null;
  return (
    <ul className="calendar__entries">
      {entries.map((entry) => (
        <li
          key={`${entry.kind}-${entry.recordId}`}
          className={`calendar__entry calendar__entry--${entry.kind.toLowerCase()}`}
        >
          <Link to={entry.link}>
            {entry.code} {entry.title}
          </Link>
          <span className="calendar__entry-detail">
            {entry.kind === 'RESCHEDULE' && entry.previousDate
              ? `Rescheduled from ${formatStaffDate(entry.previousDate)} · `
              : ''}
            {entry.status}
            {entry.assignee ? ` · ${entry.assignee}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
