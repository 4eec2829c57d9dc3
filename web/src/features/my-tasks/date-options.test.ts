import { describe, expect, it } from 'vitest';
import { nextDateOptions } from './date-options';

describe('the dashboard date filter', () => {
  it("offers today and the next six days in India's calendar, shown dd/mm/yyyy", () => {
    // 20:00 UTC on 31 December is already 1 January in India.
    const options = nextDateOptions(new Date('2026-12-31T20:00:00Z'));
    expect(options.map((option) => option.value)).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
    ]);
    expect(options[0]?.label).toBe('01/01/2027');
  });
});
