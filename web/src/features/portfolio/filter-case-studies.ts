import type { CaseCategory, CaseStudy } from '../../site-copy/portfolio';

/** 'All' is the 'All Cases' button: no category filter. */
export type CaseCategoryFilter = CaseCategory | 'All';

/**
 * Case studies in the chosen category whose title, description or one of whose tags contains
 * the search text, ignoring case and surrounding spaces. Blank text matches every case.
 */
export function filterCaseStudies(
  cases: readonly CaseStudy[],
  search: string,
  category: CaseCategoryFilter,
): CaseStudy[] {
  const wanted = search.trim().toLowerCase();
  return cases.filter((study) => {
    if (category !== 'All' && study.category !== category) return false;
    if (!wanted) return true;
    return [study.title, study.description, ...study.tags].some((text) =>
      text.toLowerCase().includes(wanted),
    );
  });
}
