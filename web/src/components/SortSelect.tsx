import type { ListSort } from '../../../common/sorting';

/** One way a list can be ordered, as staff read it: 'Newest first', 'Name A to Z'. */
export interface SortChoice<Field extends string> extends ListSort<Field> {
  label: string;
}

interface SortSelectProps<Field extends string> {
  sorting: { sort: ListSort<Field>; setSort: (sort: ListSort<Field>) => void };
  choices: readonly SortChoice<Field>[];
  className?: string;
}

const valueOf = ({ field, direction }: ListSort) => `${field} ${direction}`;

/**
 * 'Sort by' for a server-sorted list shown as cards rather than a table (a table sorts by its
 * headers): the same order, kept in the address by `useListSort`.
 */
export function SortSelect<Field extends string>({
  sorting,
  choices,
  className,
}: SortSelectProps<Field>) {
  return (
    <label className={className}>
      Sort by
      <select
        value={valueOf(sorting.sort)}
        onChange={(event) => {
          const choice = choices.find((option) => valueOf(option) === event.target.value);
          if (choice) sorting.setSort({ field: choice.field, direction: choice.direction });
        }}
      >
        {choices.map((choice) => (
          <option key={valueOf(choice)} value={valueOf(choice)}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
