import { describe, expect, it } from 'vitest';
import type { CaseStudy } from '../../site-copy/portfolio';
import { filterCaseStudies } from './filter-case-studies';

function study(overrides: Partial<CaseStudy>): CaseStudy {
  return {
    id: 'x',
    title: 'Untitled',
    category: 'Technology',
    impact: '',
    description: '',
    details: [],
    imageUrl: '',
    tags: [],
    metrics: { roi: '', timeframe: '', satisfaction: '' },
    ...overrides,
  };
}

const dispatch = study({ id: 'dispatch', title: 'Dispatch Platform', tags: ['Mobile Apps'] });
const clinic = study({
  id: 'clinic',
  title: 'Clinic Bookings',
  category: 'Healthcare',
  description: 'Reminders over WhatsApp',
});
const lending = study({ id: 'lending', title: 'Loan Onboarding', category: 'Finance' });
const all = [dispatch, clinic, lending];
const ids = (found: CaseStudy[]) => found.map((item) => item.id);

describe('filterCaseStudies', () => {
  it('keeps every case for blank text and All', () => {
    expect(ids(filterCaseStudies(all, '   ', 'All'))).toEqual(['dispatch', 'clinic', 'lending']);
  });

  it('matches the title, the description or a tag, ignoring case', () => {
    expect(ids(filterCaseStudies(all, 'PLATFORM', 'All'))).toEqual(['dispatch']);
    expect(ids(filterCaseStudies(all, 'whatsapp', 'All'))).toEqual(['clinic']);
    expect(ids(filterCaseStudies(all, ' mobile app ', 'All'))).toEqual(['dispatch']);
  });

  it('does not match the category name or the impact line as text', () => {
    expect(filterCaseStudies([study({ impact: 'Faster' })], 'faster', 'All')).toEqual([]);
    expect(filterCaseStudies(all, 'healthcare', 'All')).toEqual([]);
  });

  it('keeps only the chosen category, combined with the text', () => {
    expect(ids(filterCaseStudies(all, '', 'Healthcare'))).toEqual(['clinic']);
    expect(ids(filterCaseStudies(all, 'loan', 'Healthcare'))).toEqual([]);
    expect(ids(filterCaseStudies(all, 'loan', 'Finance'))).toEqual(['lending']);
    expect(filterCaseStudies(all, '', 'Retail')).toEqual([]);
  });
});
