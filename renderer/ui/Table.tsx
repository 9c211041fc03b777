import type { KeyboardEvent, ReactNode } from 'react';

export interface Column<Row> {
  id: string;
  header: ReactNode;
  /** Numbers line up at the end. */
  align?: 'start' | 'end';
  cell: (row: Row) => ReactNode;
}

interface TableProps<Row> {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** What the body says when there are no rows: an empty state, a loading line, an error. */
  empty: ReactNode;
  rowClassName?: (row: Row) => string | undefined;
  /** data-* attributes of a row, for styles and tests (e.g. `data-side`). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
  /** Rows that open: each takes focus, and Enter on it (not on a control inside it) opens it. */
  onRowOpen?: (row: Row) => void;
}

export function Table<Row>({ label, columns, rows, rowKey, empty, rowClassName, rowAttributes, onRowOpen }: TableProps<Row>) {
  const openOn = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    onRowOpen?.(row);
  };
  return (
    <table className="table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.align === 'end' ? 'end' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr className="table-empty">
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={rowClassName?.(row)}
              {...rowAttributes?.(row)}
              {...(onRowOpen ? { tabIndex: 0, onKeyDown: openOn(row) } : {})}
            >
              {columns.map((column) => (
                <td key={column.id} className={column.align === 'end' ? 'end num' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
