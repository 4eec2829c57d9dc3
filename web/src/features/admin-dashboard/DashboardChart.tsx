import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminDashboardQuery } from '../../graphql/graphql';
import { formatFigure } from './format';

type Chart = AdminDashboardQuery['adminDashboard']['charts'][number];

/**
 * A bar chart with its heading, and the same values as a table: the drawing is hidden from
 * screen readers, the table is the text alternative everyone can open.
 */
export function DashboardChart({ chart }: { chart: Chart }) {
  const headingId = useId();
  const total = chart.points.reduce((sum, point) => sum + point.value, 0);
  return (
    <section className="dashboard__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard__panel-title">
        {chart.title}
      </h2>
      <p className="dashboard__chart-summary">Total: {formatFigure(total, chart.unit)}</p>
      <div className="dashboard__chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={chart.points} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(value) => formatFigure(Number(value), chart.unit)} />
            <Bar dataKey="value" name={chart.valueLabel} fill="#1d4ed8" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="dashboard__chart-table">
        <summary>Show {chart.title.toLowerCase()} as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{chart.categoryLabel ?? 'Period'}</th>
              <th scope="col">{chart.valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {chart.points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{formatFigure(point.value, chart.unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
