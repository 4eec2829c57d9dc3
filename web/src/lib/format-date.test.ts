import { describe, expect, it, vi } from 'vitest';
import { formatPublicDate, formatStaffDate, formatStaffDateTime } from './format-date';

describe('dates by audience, in India Standard Time', () => {
  it('staff read day/month/year and a 24-hour time', () => {
    expect(formatStaffDate('2026-11-24T13:15:00.000Z')).toBe('24/11/2026');
    expect(formatStaffDateTime('2026-11-24T13:15:00.000Z')).toBe('24/11/2026, 18:45');
  });

  it('visitors read the day, the short month and the year', () => {
    expect(formatPublicDate('2026-11-24T13:15:00.000Z')).toBe('24 Nov 2026');
    expect(formatPublicDate('2026-09-04T00:00:00.000Z')).toBe('4 Sep 2026');
  });

  it('counts the day in India: 18:30 UTC is already the next day there', () => {
    expect(formatStaffDateTime('2026-11-23T18:29:00.000Z')).toBe('23/11/2026, 23:59');
    expect(formatStaffDateTime('2026-11-23T18:30:00.000Z')).toBe('24/11/2026, 00:00');
    expect(formatStaffDate('2026-12-31T18:30:00.000Z')).toBe('01/01/2027');
    expect(formatPublicDate('2026-12-31T18:30:00.000Z')).toBe('1 Jan 2027');
  });

  it('keeps a calendar day (a due date) on its own day', () => {
    expect(formatStaffDate('2026-11-24')).toBe('24/11/2026');
    expect(formatPublicDate('2026-01-01')).toBe('1 Jan 2026');
  });

  it('shows text that is not a date as it came rather than failing the page', () => {
    expect(formatStaffDate('soon')).toBe('soon');
    expect(formatStaffDateTime('+010000-01-01T00:00:00.000Z')).toBe('+010000-01-01T00:00:00.000Z');
  });

  it('needs no Intl formatter (no time-zone data to load) for any date', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatPublicDate('2026-11-24')).toBe('24 Nov 2026');
    expect(formatStaffDateTime('2026-11-24T13:15:00.000Z')).toBe('24/11/2026, 18:45');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
