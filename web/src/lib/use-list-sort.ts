import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  SORT_DIRECTIONS,
  type ListSort,
  type SortableList,
  type SortDirection,
} from '../../../common/sorting';

export interface ListSorting<Field extends string> {
  /** The order shown: the address's, or the list's default. */
  sort: ListSort<Field>;
  /** Sorts by `field`: the other way round if it is already the sort field. */
  toggle: (field: Field) => void;
  setSort: (sort: ListSort<Field>) => void;
  /** Changes when the order does: give it to `usePaging` so a new order starts at page 1. */
  key: string;
}

const FIELD_PARAM = 'sort';
const DIRECTION_PARAM = 'direction';

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The sort an address names (?sort=NAME&direction=DESC); anything unknown reads as the default. */
function sortFrom<Field extends string>(
  params: URLSearchParams,
  { fields, defaultSort }: SortableList<Field>,
): ListSort<Field> {
  const field = params.get(FIELD_PARAM);
  if (!isOneOf(fields, field)) return defaultSort;
  const direction = params.get(DIRECTION_PARAM);
  return { field, direction: isOneOf(SORT_DIRECTIONS, direction) ? direction : 'ASC' };
}

/**
 * Writes a sort as ?sort=FIELD&direction=DIR, the way the screens' addresses and the CSV exports
 * read it; the default order writes nothing.
 */
export function writeSortParams<Field extends string>(
  params: URLSearchParams,
  sort: ListSort<Field>,
  defaultSort: ListSort<Field>,
): void {
  params.delete(FIELD_PARAM);
  params.delete(DIRECTION_PARAM);
  if (sort.field === defaultSort.field && sort.direction === defaultSort.direction) return;
  params.set(FIELD_PARAM, sort.field);
  params.set(DIRECTION_PARAM, sort.direction);
}

/** The other way round for the sort field; otherwise the way a newly chosen field starts. */
function nextDirection<Field extends string>(
  field: Field,
  current: ListSort<Field>,
  { defaultSort }: SortableList<Field>,
): SortDirection {
  if (field === current.field) return current.direction === 'ASC' ? 'DESC' : 'ASC';
  return field === defaultSort.field ? defaultSort.direction : 'ASC';
}

/**
 * A server-sorted list's order, kept in the address beside its filters so that a shared or
 * reloaded address shows the same order; the default order leaves the address clean. A field
 * sorts A to Z (oldest first) when first chosen, except the default field, which starts the
 * default way round (newest first).
 */
export function useListSort<Field extends string>(list: SortableList<Field>): ListSorting<Field> {
  const [params, setParams] = useSearchParams();
  const sort = sortFrom(params, list);
  const { defaultSort } = list;

  const setSort = useCallback(
    (next: ListSort<Field>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          writeSortParams(updated, next, defaultSort);
          return updated;
        },
        { replace: true },
      ),
    [defaultSort, setParams],
  );

  const toggle = (field: Field) => setSort({ field, direction: nextDirection(field, sort, list) });

  return { sort, toggle, setSort, key: `${sort.field}:${sort.direction}` };
}
