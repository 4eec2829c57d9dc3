import { useCallback } from 'react';
import { ApplyByEmailNote } from './ApplyNowLink';
import { JobFilterSelects } from './JobFilterSelects';
import { JobList } from './JobList';
import { JobSearchBox } from './JobSearchBox';
import type { useJobFilters } from './use-job-filters';

type FilterState = ReturnType<typeof useJobFilters>;

/** Search box, filters and the matching jobs. */
export function OpenPositions({ filters, setFilter }: Omit<FilterState, 'clearFilters'>) {
  // Stable, so the search box's pause before searching is not restarted by a re-render.
  const onSearch = useCallback((text: string) => setFilter('search', text), [setFilter]);
  return (
    <section
      className="careers-section"
      id="open-positions"
      aria-labelledby="open-positions-heading"
    >
      <h2 id="open-positions-heading">Open Positions</h2>
      <div className="careers-toolbar">
        <JobSearchBox value={filters.search} onSearch={onSearch} />
        <JobFilterSelects filters={filters} onChange={setFilter} />
      </div>
      <ApplyByEmailNote />
      <JobList filters={filters} />
    </section>
  );
}
