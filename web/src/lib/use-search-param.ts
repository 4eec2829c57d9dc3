import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A piece of screen state kept in the address (?lead=12): links from the dashboard, the search
 * and the bell open the record, and the address can be shared or reloaded. Changes replace
 * the history entry, so Back leaves the screen instead of stepping through selections.
 */
export function useSearchParamState(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}
