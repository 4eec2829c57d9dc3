import type { AdminDashboardQuery } from '../../graphql/graphql';
import { formatFigure } from './format';

type Figure = AdminDashboardQuery['adminDashboard']['figures'][number];

/** One card per figure: its label, value and what it compares with. */
export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  return (
    <ul className="dashboard__figures" aria-label="Figures">
      {figures.map((figure) => (
        <li key={figure.key} className="dashboard__figure">
          <span className="dashboard__figure-label">{figure.label}</span>
          <span className="dashboard__figure-value">{formatFigure(figure.value, figure.unit)}</span>
          {figure.comparison && (
            <span className="dashboard__figure-comparison">
              {figure.comparison.label}: {formatFigure(figure.comparison.value, figure.unit)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
