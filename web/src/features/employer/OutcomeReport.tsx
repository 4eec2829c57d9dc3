import { TASK_OUTCOME_LABELS } from '../../../../common/workforce';
import type { EmployerOutcomeReportFragment } from '../../graphql/graphql';
import { formatStaffDate, formatStaffDateTime } from '../../lib/format-date';
import { StatusBadge } from './StatusBadge';

/** One report from the field: its kind, when and by whom, then every field it carried. */
export function OutcomeReport({ report }: { report: EmployerOutcomeReportFragment }) {
  const reporter = report.reportedBy
    ? `${report.reportedBy.firstName} ${report.reportedBy.lastName}`
    : 'a deleted account';
  return (
    <article className="employer-report">
      <p className="employer-report__head">
        <StatusBadge status={report.kind} label={TASK_OUTCOME_LABELS[report.kind]} />
        <span>
          <time dateTime={report.createdAt}>{formatStaffDateTime(report.createdAt)}</time> by{' '}
          {reporter}
        </span>
      </p>
      <dl className="employer-report__fields">
        {reportFields(report).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** The fields the report's form filled, labelled as the forms label them. */
function reportFields(report: EmployerOutcomeReportFragment): [string, string][] {
  const fields: [string, string | null][] = [
    ['Company Name', report.companyName],
    ['Name', report.name],
    ['Phone', report.phone],
    ['Current Location', report.currentLocation],
    ['Region', report.region],
    [
      report.kind === 'RESCHEDULED' ? 'New Date' : 'Date',
      report.date && formatStaffDate(report.date),
    ],
    ['Category', report.category],
    ['Value', report.value],
    ['Plan', report.plan],
  ];
  return fields.filter((field): field is [string, string] => Boolean(field[1]));
}
