import type { ReactNode } from 'react';

/** What QueryState reads from an Apollo query result (`useQuery`'s answer fits). */
export interface QueryResultLike<TData> {
  data?: TData | undefined;
  /** The last answer before the variables changed: kept on screen while the next one loads. */
  previousData?: TData | undefined;
  loading: boolean;
  error?: Error | undefined;
}

export interface QueryStateProps<TData> {
  result: QueryResultLike<TData>;
  /** Shown only for the first load; later loads keep the previous answer on screen. */
  loading: ReactNode;
  failure: ReactNode | ((error: Error) => ReactNode);
  /** Shown instead of Success when `isEmpty` says the answer holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: TData) => boolean;
  /**
   * Wrap Loading, Failure and Empty in a polite live region that reads busy while loading, and
   * render Success after it. The region stays in place so screen readers hear each change.
   */
  live?: boolean;
  /**
   * False where the previous answer would mislead beside the new variables (a month grid under
   * the next month's title): Loading shows again instead.
   */
  keepPrevious?: boolean;
  /** With `live`: said in the region, before Empty or beside Success, such as '3 leads'. */
  summary?: (data: TData) => ReactNode;
  /** The answer, or the previous one while the next loads (`busy` is then true). */
  children: (data: TData, busy: boolean) => ReactNode;
}

/** The answer shown: the current one, or the previous one while the next loads. */
export function keptData<TData>(result: QueryResultLike<TData>): TData | undefined {
  return result.data ?? result.previousData;
}

type QueryStateName = 'loading' | 'failure' | 'empty' | 'success';

/** Which of the four states a query is in (Redwood's cell states). */
function queryState<TData>(
  result: QueryResultLike<TData>,
  isEmpty?: (data: TData) => boolean,
): QueryStateName {
  const data = keptData(result);
  if (result.error) return 'failure';
  if (data === undefined) return result.loading ? 'loading' : 'empty';
  return isEmpty?.(data) ? 'empty' : 'success';
}

/**
 * One place for a query's Loading, Empty, Failure and Success states. The previous answer stays
 * visible (Success with `busy`) while the next page or search loads, so nothing flashes.
 */
export function QueryState<TData>({
  result,
  loading,
  failure,
  empty = null,
  isEmpty,
  live = false,
  keepPrevious = true,
  summary,
  children,
}: QueryStateProps<TData>) {
  const shown = keepPrevious ? result : { ...result, previousData: undefined };
  const state = queryState(shown, isEmpty);
  const data = keptData(shown);
  const status =
    state === 'loading'
      ? loading
      : state === 'failure' && result.error
        ? typeof failure === 'function'
          ? failure(result.error)
          : failure
        : state === 'empty'
          ? empty
          : null;
  const success = state === 'success' && data !== undefined ? children(data, result.loading) : null;
  if (!live) return status ?? success;
  return (
    <>
      <div aria-live="polite" aria-busy={result.loading}>
        {state !== 'failure' && data !== undefined && summary?.(data)}
        {status}
      </div>
      {success}
    </>
  );
}
