import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ALL_FILTER,
  JOB_DEPARTMENTS,
  JOB_LOCATION_MAX_LENGTH,
  JOB_SEARCH_MAX_LENGTH,
  type JobDepartment,
} from '../../../../common/careers';

export interface JobFilters {
  search: string;
  department: string;
  location: string;
}

const KEYS = { search: 'q', department: 'department', location: 'location' } as const;

function isDepartment(value: string): value is JobDepartment {
  return (JOB_DEPARTMENTS as readonly string[]).includes(value);
}

/** Search text and filters live in the address, so a filtered list renders on the server. */
export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const department = params.get(KEYS.department) ?? '';
  const filters: JobFilters = {
    // Overlong values from a hand-made link are cut to what the server accepts.
    search: (params.get(KEYS.search) ?? '').slice(0, JOB_SEARCH_MAX_LENGTH),
    // An unknown department in a shared link means no filter rather than an error.
    department: isDepartment(department) ? department : ALL_FILTER,
    location: (params.get(KEYS.location) ?? '').slice(0, JOB_LOCATION_MAX_LENGTH) || ALL_FILTER,
  };

  const setFilter = useCallback(
    (key: keyof JobFilters, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim() && value !== ALL_FILTER) next.set(KEYS[key], value);
          else next.delete(KEYS[key]);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setParams(new URLSearchParams(), { replace: true });
  }, [setParams]);

  return { filters, setFilter, clearFilters };
}
