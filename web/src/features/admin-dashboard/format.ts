import type { FigureUnit } from '../../graphql/graphql';

const count = new Intl.NumberFormat('en-IN');
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** 12345 -> '12,345'; in rupees '₹12,345' (Indian digit grouping). */
export function formatFigure(value: number, unit: FigureUnit): string {
  return unit === 'RUPEES' ? rupees.format(value) : count.format(value);
}
