import { businessDay, DATE_FILTER_DAYS } from '../../../../common/workforce';
import { formatStaffDate } from '../../lib/format-date';

export interface DateOption {
  /** YYYY-MM-DD, as the server takes it. */
  value: string;
  /** dd/mm/yyyy (en-GB), as the spec shows it and staff read every date. */
  label: string;
}

/** Today and the six days after it, in the company's calendar (as the server counts days). */
export function nextDateOptions(now = new Date()): DateOption[] {
  return Array.from({ length: DATE_FILTER_DAYS }, (_, offset) => {
    const value = businessDay(now, offset);
    return { value, label: formatStaffDate(value) };
  });
}
