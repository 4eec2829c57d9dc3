import { useState } from 'react';
import { useFilterForm } from '../../lib/forms/use-filter-form';
import { CASE_CATEGORIES, type CaseStudy } from '../../site-copy/portfolio';
import { CaseStudyCard } from './CaseStudyCard';
import { filterCaseStudies, type CaseCategoryFilter } from './filter-case-studies';

const FILTERS: { value: CaseCategoryFilter; label: string }[] = [
  { value: 'All', label: 'All Cases' },
  ...CASE_CATEGORIES.map((category) => ({ value: category, label: category })),
];

/** Search box and category buttons over the case studies; both narrow the list together. */
export function PortfolioExplorer({ cases }: { cases: readonly CaseStudy[] }) {
  const { form, values } = useFilterForm({ search: '' });
  const [category, setCategory] = useState<CaseCategoryFilter>('All');
  const shown = filterCaseStudies(cases, values.search, category);
  return (
    <>
      <div className="portfolio-filters">
        <div className="search-box" role="search">
          <label htmlFor="case-search" className="visually-hidden">
            Search case studies
          </label>
          <input
            id="case-search"
            type="search"
            placeholder="Search case studies..."
            maxLength={200}
            {...form.register('search')}
          />
        </div>
        <div className="portfolio-filters__categories" role="group" aria-label="Category">
          {FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              className="chip"
              aria-pressed={category === filter.value}
              onClick={() => setCategory(filter.value)}
            >
              {filter.label}
            </button>
          ))}
        </div>
      </div>
      {/* Announces the count as the list narrows, without moving focus. */}
      <p className="visually-hidden" role="status">
        {shown.length === 1 ? '1 case study shown' : `${shown.length} case studies shown`}
      </p>
      {shown.length === 0 ? (
        <p className="notice">No case studies found matching your search.</p>
      ) : (
        <div className="card-grid">
          {shown.map((study) => (
            <CaseStudyCard key={study.id} study={study} />
          ))}
        </div>
      )}
    </>
  );
}
