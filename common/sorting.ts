/**
 * How a server-paged list is sorted: one of the list's sortable fields and a direction. The api
 * parses every list's sort with `sortSchema` (sorting.schemas); the web keeps the same pair in the address.
 */
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ListSort<Field extends string = string> {
  field: Field;
  direction: SortDirection;
}

/** A list's sortable fields and the order it is shown in when nobody chose one. */
export interface SortableList<Field extends string> {
  fields: readonly [Field, ...Field[]];
  defaultSort: ListSort<NoInfer<Field>>;
}

/** Names a list's sortable fields once, with its default order. */
export function sortableList<const Field extends string>(
  fields: readonly [Field, ...Field[]],
  defaultSort: ListSort<NoInfer<Field>>,
): SortableList<Field> {
  return { fields, defaultSort };
}

export function sortFieldMessage(fields: readonly string[]): string {
  return `sort field must be one of ${fields.join(', ')}`;
}

export const SORT_DIRECTION_MESSAGE = `sort direction must be one of ${SORT_DIRECTIONS.join(', ')}`;
