import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees } from './money';

describe('money', () => {
  it('writes rupees with the symbol, Indian digit grouping and two decimals', () => {
    expect(formatRupees(800)).toBe('₹800.00');
    expect(formatRupees(1200)).toBe('₹1,200.00');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees(4600.5)).toBe('₹4,600.50');
  });

  it('writes an amount kept in paise as the same rupees', () => {
    expect(formatPaise(1_000_000)).toBe('₹10,000.00');
    expect(formatPaise(80_050)).toBe('₹800.50');
  });
});
