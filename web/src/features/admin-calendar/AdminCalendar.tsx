import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../components/QueryState';
import { Spinner } from '../../components/Spinner';
import { useAdminCalendarQuery } from '../../graphql/hooks';
import { currentMonth, isMonth, monthTitle, shiftMonth } from './month-grid';
import { MonthGrid } from './MonthGrid';
import './admin-calendar.css';

/** Tasks and reschedules by due date, a month at a time; the month is kept in the address. */
export function AdminCalendar() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : currentMonth();
  const result = useAdminCalendarQuery({ variables: { month } });
  const goTo = (by: number) => setParams({ month: shiftMonth(month, by) });
  return (
    <div className="calendar">
      <div className="calendar__toolbar">
        <button type="button" onClick={() => goTo(-1)}>
          <span aria-hidden="true">‹ </span>Previous month
        </button>
        <h2 className="calendar__title" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <button type="button" onClick={() => goTo(1)}>
          Next month<span aria-hidden="true"> ›</span>
        </button>
      </div>
      <QueryState
        result={result}
        keepPrevious={false}
        loading={<Spinner label="Loading the calendar" />}
        failure={(error) => <p role="alert">Failed to load the calendar: {error.message}</p>}
      >
        {({ adminCalendar: { entries } }) => (
          <>
            <p className="calendar__summary">
              {entries.length
                ? `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} this month.`
                : 'No tasks or reschedules this month.'}
            </p>
            <MonthGrid month={month} entries={entries} />
          </>
        )}
      </QueryState>
    </div>
  );
}
