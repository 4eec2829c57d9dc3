import { formatRupees } from '../../../../common/money';
import type { FigureUnit } from '../../graphql/graphql';

const count = new Intl.NumberFormat('en-IN');

/** 12345 -> '12,345'; in rupees '₹12,345.00', as money is written across the site. */
export function formatFigure(value: number, unit: FigureUnit): string {
  return unit === 'RUPEES' ? formatRupees(value) : count.format(value);
}
