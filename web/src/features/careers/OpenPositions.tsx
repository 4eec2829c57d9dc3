import { useCallback } from 'react';
import { JOB_SEARCH_MAX_LENGTH } from '../../../../common/careers';
import { SearchBox } from '../../components/SearchBox';
import { JobFilterSelects } from './JobFilterSelects';
import { JobList } from './JobList';
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
        <SearchBox
          id="job-search"
          label="Search jobs by title"
          placeholder="Search jobs..."
          maxLength={JOB_SEARCH_MAX_LENGTH}
          className="careers-search"
          value={filters.search}
          onSearch={onSearch}
        />
        <JobFilterSelects filters={filters} onChange={setFilter} />
      </div>
      <JobList filters={filters} />
    </section>
  );
}
