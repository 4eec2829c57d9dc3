import { Field, InputType, registerEnumType, type ClassType } from 'type-graphql';
import {
  SORT_DIRECTIONS,
  type ListSort,
  type SortableList,
  type SortDirection,
} from '../../../common/sorting';

export const SortDirectionEnum = Object.fromEntries(
  SORT_DIRECTIONS.map((direction) => [direction, direction]),
) as { [D in SortDirection]: D };
registerEnumType(SortDirectionEnum, {
  name: 'SortDirection',
  description: 'ASC: A to Z, oldest first, smallest first',
  valuesConfig: {
    ASC: { description: 'A to Z, oldest first, smallest first' },
    DESC: { description: 'Z to A, newest first, largest first' },
  },
});

/**
 * A list's sort argument: the input `name` with `field` (the enum `<name>Field` of the list's
 * sortable fields) and `direction`. The service parses it with `sortSchema` of the same list.
 *
 * `export const LeadSortInput = sortInput(LEAD_SORT, 'LeadSort', 'The order of the inbox');`
 * then in the list's arguments `@Field(() => LeadSortInput, { nullable: true }) sort?: ...`.
 */
export function sortInput<Field extends string>(
  list: SortableList<Field>,
  name: string,
  description: string,
): ClassType<ListSort<Field>> {
  const fieldEnum = Object.fromEntries(list.fields.map((field) => [field, field]));
  registerEnumType(fieldEnum, {
    name: `${name}Field`,
    description: `What ${name} can order by`,
    valuesConfig: Object.fromEntries(
      list.fields.map((field) => [field, { description: `By ${columnName(field)}` }]),
    ),
  });
  const { field, direction } = list.defaultSort;

  @InputType(name, { description: `${description}; absent: ${field} ${direction}` })
  class SortInput {
    @Field(() => fieldEnum, { description: 'The column to order by' })
    field!: Field;

    @Field(() => SortDirectionEnum, { defaultValue: 'ASC', description: 'Which way' })
    direction!: SortDirection;
  }
  return SortInput;
}

/** 'CREATED_AT' as 'created at', for the sort enums' value descriptions. */
function columnName(field: string): string {
  return field.toLowerCase().replace(/_/g, ' ');
}
