/** The zod schema of a list's sort, apart from sorting.ts so that code reading only the sort choices loads no zod. */
import { z } from 'zod';
import {
  SORT_DIRECTION_MESSAGE,
  SORT_DIRECTIONS,
  sortFieldMessage,
  type ListSort,
  type SortableList,
} from './sorting';

/** `{ field, direction }` (direction ASC when absent); absent or null means the default sort. */
export function sortSchema<Field extends string>({ fields, defaultSort }: SortableList<Field>) {
  return z
    .object({
      field: z.enum(fields, { error: sortFieldMessage(fields) }),
      direction: z
        .enum(SORT_DIRECTIONS, { error: SORT_DIRECTION_MESSAGE })
        .nullish()
        .transform((direction) => direction ?? 'ASC'),
    })
    .nullish()
    .transform((sort): ListSort<Field> => sort ?? defaultSort);
}
