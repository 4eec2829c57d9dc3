import { describe, expect, it } from 'vitest';
import { fromIndiaDateTimeInput, toIndiaDateTimeInput } from './publishing';

describe('India time for the publishing fields', () => {
  it('reads a datetime-local value as India time, whatever the machine is set to', () => {
    expect(fromIndiaDateTimeInput('2026-11-25T18:45')?.toISOString()).toBe(
      '2026-11-25T13:15:00.000Z',
    );
    // Just after midnight in India is still the previous day in UTC.
    expect(fromIndiaDateTimeInput('2026-01-01T00:10')?.toISOString()).toBe(
      '2025-12-31T18:40:00.000Z',
    );
  });

  it('writes a moment back the way the field shows it', () => {
    expect(toIndiaDateTimeInput(new Date('2026-11-25T13:15:00Z'))).toBe('2026-11-25T18:45');
    const moment = new Date('2026-03-09T21:30:00Z');
    expect(fromIndiaDateTimeInput(toIndiaDateTimeInput(moment))).toEqual(moment);
  });

  it('refuses text that names no moment', () => {
    for (const text of ['', 'tomorrow', '2026-02-31T10:00', '2026-11-25T24:00', '2026-11-25']) {
      expect(fromIndiaDateTimeInput(text)).toBeUndefined();
    }
  });
});
