import { describe, expect, it } from 'vitest';
import { currentMonth, monthTitle, monthWeeks, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('covers the month in Monday-first weeks, marking the neighbours’ days', () => {
    const weeks = monthWeeks('2026-11');
    // 1 November 2026 is a Sunday: the first row starts on Monday 26 October.
    expect(weeks[0]?.[0]).toEqual({ date: '2026-10-26', day: 26, inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: '2026-12-06', day: 6, inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthTitle('2026-11')).toBe('November 2026');
  });

  it('knows the month in India, which starts 5.5 hours before UTC', () => {
    expect(currentMonth(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12');
    expect(currentMonth(new Date('2026-11-30T18:00:00Z'))).toBe('2026-11');
  });
});
