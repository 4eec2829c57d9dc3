import type { ReactNode } from 'react';

/** One column of a DataTable: its header and what each row shows in it. */
export interface DataColumn<Row> {
  header: string;
  /** Screen readers still read the header; sighted users see an empty cell (an actions column). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  /** The table's own class, added to the shared `data-table` look. */
  className?: string;
  /** Read by screen readers only. */
  caption?: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
}

/** A back-office list as a table: a header row from the columns, then one row per record. */
export function DataTable<Row>({
  className,
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
}: DataTableProps<Row>) {
  return (
    <table className={className ? `data-table ${className}` : 'data-table'}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.hideHeader ? (
                <span className="visually-hidden">{column.header}</span>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {columns.map((column) => (
              <td key={column.header}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface RowActionProps {
  /** What sighted users read, such as 'Open'. */
  label: string;
  /** Read by screen readers after the label, naming the record, such as 'lead from Asha'. */
  target: string;
  onClick: () => void;
  className?: string;
}

/** A row's button whose accessible name also says which record it acts on. */
export function RowAction({
  label,
  target,
  onClick,
  className = 'button button--small button--ghost',
}: RowActionProps) {
  return (
    <button type="button" className={className} onClick={onClick}>
      {label}
      <span className="visually-hidden"> {target}</span>
    </button>
  );
}
