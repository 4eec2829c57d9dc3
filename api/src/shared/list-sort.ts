import type { EntityKey, QueryOrderMap } from '@mikro-orm/core';
import { raw } from '@mikro-orm/sql';
import { z } from 'zod';
import type { ListSort, SortableList } from '../../../common/sorting';
import { sortSchema } from '../../../common/sorting.schemas';
import { parseInput } from './validation';

type Direction = 'asc' | 'desc';

/** One ORM orderBy entry; the index signature lets raw SQL keys in beside the properties. */
export type OrderEntry<Entity> = QueryOrderMap<Entity> & { [key: string]: unknown };

/** How one sortable field orders rows in a direction: one or more ORM orderBy entries. */
export type SortColumn<Entity> = (direction: Direction) => OrderEntry<Entity>[];

/** A list's sortable fields, each mapped to how it orders the list's entity. */
export type SortColumns<Entity, Field extends string> = Record<Field, SortColumn<Entity>>;

/** Orders by properties as stored (dates, numbers, enums in their stored spelling). */
export function byProperties<Entity>(...keys: EntityKey<Entity>[]): SortColumn<Entity> {
  return (direction) => keys.map((key) => ({ [key]: direction }) as OrderEntry<Entity>);
}

/** A property that may be empty: empty rows come last in either direction. */
export function byOptionalProperty<Entity>(key: EntityKey<Entity>): SortColumn<Entity> {
  return (direction) => [{ [key]: `${direction} nulls last` } as OrderEntry<Entity>];
}

/**
 * Orders by text columns the way people read them: 'bharat' beside 'Bharat', not after every
 * capital (the database compares bytes). Columns are the table's own, in their SQL spelling.
 */
export function byText<Entity>(...columns: string[]): SortColumn<Entity> {
  return (direction) =>
    columns.map((column) => rawOrder((alias) => `lower(${alias}.${column})`, direction));
}

/** Orders an enum column by its place in `values` (a pipeline's order), not alphabetically. */
export function byRank<Entity>(column: string, values: readonly string[]): SortColumn<Entity> {
  // The values are the code's own enum constants; anything else would be written into SQL.
  if (!values.every((value) => /^[A-Z_]+$/.test(value)))
    throw new Error('byRank: enum values only');
  const cases = values.map((value, rank) => `when '${value}' then ${rank}`).join(' ');
  return (direction) => [rawOrder((alias) => `case ${alias}.${column} ${cases} end`, direction)];
}

/** An orderBy entry on an SQL expression of the row (`alias` is the table's alias in the query). */
function rawOrder<Entity>(expression: (alias: string) => string, direction: Direction) {
  // A raw key is registered for one query, so every query builds its own.
  return { [raw(expression)]: direction } as OrderEntry<Entity>;
}

/**
 * The ORM orderBy for a parsed sort, ending with the id so that rows with equal values keep one
 * order and no row shows on two pages (or on none).
 */
export function orderByOf<Entity extends { id: number }, Field extends string>(
  columns: SortColumns<Entity, Field>,
  sort: ListSort<Field>,
): OrderEntry<Entity>[] {
  const direction: Direction = sort.direction === 'ASC' ? 'asc' : 'desc';
  return [...columns[sort.field](direction), { id: direction }];
}

/**
 * A service's way from a list's unchecked sort argument to its ORM orderBy. A refusal names
 * `sort.field` or `sort.direction`, as when the sort is parsed with the rest of an input.
 *
 * `const employeeOrder = listOrdering(EMPLOYEE_SORT, EMPLOYEE_SORT_COLUMNS);` then
 * `em.find(..., { orderBy: employeeOrder(input.sort) })`.
 */
export function listOrdering<Entity extends { id: number }, Field extends string>(
  list: SortableList<Field>,
  columns: SortColumns<Entity, Field>,
): (sort: unknown) => OrderEntry<Entity>[] {
  const schema = z.object({ sort: sortSchema(list) });
  return (sort) => orderByOf(columns, parseInput(schema, { sort }).sort);
}
