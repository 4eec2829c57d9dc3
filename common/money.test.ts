import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees } from './money';

describe('money', () => {
  it('writes rupees with the symbol, Indian digit grouping and two decimals', () => {
    expect(formatRupees(800)).toBe('₹800.00');
    expect(formatRupees(1200)).toBe('₹1,200.00');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees(4600.5)).toBe('₹4,600.50');
  });

  it('writes every amount as Intl does for en-IN rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 0.5, 1, 9.99, 99, 999, 1000, 12_345.67, 99_999, 1_00_000, 12_34_567.8];
    const negatives = amounts.filter((value) => value > 0).map((value) => -value);
    for (const amount of [...amounts, ...negatives, 9_87_65_43_210.01])
      expect(formatRupees(amount), String(amount)).toBe(intl.format(amount));
  });

  it('writes an amount kept in paise as the same rupees', () => {
    expect(formatPaise(1_000_000)).toBe('₹10,000.00');
    expect(formatPaise(80_050)).toBe('₹800.50');
  });
});
