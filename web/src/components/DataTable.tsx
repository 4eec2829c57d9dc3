import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListSort } from '../../../common/sorting';

/** One column of a DataTable: its header and what each row shows in it. */
export interface DataColumn<Row, SortField extends string = string> {
  header: string;
  /** Screen readers still read the header; sighted users see an empty cell (an actions column). */
  hideHeader?: boolean;
  /** The server's sort field for this column: its header becomes a button that sorts by it. */
  sortKey?: SortField;
  /** A class on the column's cells (`<th>` and `<td>`), for a screen's own widths or layout. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** The order a sortable table shows and how to change it (`useListSort` gives both). */
export interface TableSorting<SortField extends string> {
  sort: ListSort<SortField>;
  toggle: (field: SortField) => void;
}

interface DataTableProps<Row, SortField extends string> {
  /** The table's own class, added to the shared `data-table` look. */
  className?: string;
  /** Read by screen readers only. */
  caption?: string;
  columns: readonly DataColumn<Row, SortField>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  /** Makes the columns with a `sortKey` sortable; the server sorts, the table shows the order. */
  sorting?: TableSorting<SortField>;
}

/**
 * A back-office list as a table: a header row from the columns, then one row per record. A
 * sortable column's header is a button; its `<th>` carries aria-sort while the list is sorted
 * by it, so screen readers say which column orders the rows and which way.
 */
export function DataTable<Row, SortField extends string = never>({
  className,
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  sorting,
}: DataTableProps<Row, SortField>) {
  return (
    <table className={className ? `data-table ${className}` : 'data-table'}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={column.className}
              aria-sort={ariaSortOf(column.sortKey, sorting?.sort)}
            >
              <ColumnHeader column={column} sorting={sorting} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {columns.map((column) => (
              // data-label names the value where a phone layout turns rows into cards.
              <td key={column.header} className={column.className} data-label={column.header}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ariaSortOf<SortField extends string>(
  sortKey: SortField | undefined,
  sort: ListSort<SortField> | undefined,
): 'ascending' | 'descending' | undefined {
  if (sortKey === undefined || sort?.field !== sortKey) return undefined;
  return sort.direction === 'ASC' ? 'ascending' : 'descending';
}

function ColumnHeader<Row, SortField extends string>({
  column,
  sorting,
}: {
  column: DataColumn<Row, SortField>;
  sorting: TableSorting<SortField> | undefined;
}) {
  const { header, sortKey } = column;
  if (column.hideHeader) return <span className="visually-hidden">{header}</span>;
  if (sortKey === undefined || !sorting) return header;
  const direction = ariaSortOf(sortKey, sorting.sort);
  const Arrow =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button type="button" className="data-table__sort" onClick={() => sorting.toggle(sortKey)}>
      {header}
      <Arrow
        className={`data-table__sort-icon${direction ? '' : ' data-table__sort-icon--idle'}`}
        aria-hidden="true"
        size={14}
      />
    </button>
  );
}

interface RowActionProps {
  /** What sighted users read, such as 'Open'. */
  label: string;
  /** Read by screen readers after the label, naming the record, such as 'lead from Asha'. */
  target: string;
  onClick: () => void;
  className?: string;
  /** For a screen that moves focus back to this button (after closing what it opened). */
  id?: string;
}

/** A row's button whose accessible name also says which record it acts on. */
export function RowAction({
  label,
  target,
  onClick,
  className = 'button button--small button--ghost',
  id,
}: RowActionProps) {
  return (
    <button type="button" id={id} className={className} onClick={onClick}>
      {label}
      <span className="visually-hidden"> {target}</span>
    </button>
  );
}
