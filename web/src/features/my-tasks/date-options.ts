import { businessDay, DATE_FILTER_DAYS, formatDayEnGb } from '../../../../common/workforce';

export interface DateOption {
  /** YYYY-MM-DD, as the server takes it. */
  value: string;
  /** dd/mm/yyyy (en-GB), as the spec shows it. */
  label: string;
}

/** Today and the six days after it, in the company's calendar (as the server counts days). */
export function nextDateOptions(now = new Date()): DateOption[] {
  return Array.from({ length: DATE_FILTER_DAYS }, (_, offset) => {
    const value = businessDay(now, offset);
    return { value, label: formatDayEnGb(value) };
  });
}
