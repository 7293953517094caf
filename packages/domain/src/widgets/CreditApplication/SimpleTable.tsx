import type { ReactNode } from 'react';
import * as styles from './CreditApplication.css';

export interface SimpleTableColumn<Row> {
  name: string;
  render: (row: Row, index: number) => ReactNode;
  isNumeric?: boolean;
}

export interface SimpleTableProps<Row> {
  'aria-label': string;
  columns: SimpleTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Emphasises a row (the current decision log). */
  isRowEmphasised?: (row: Row) => boolean;
  /** A closing row, e.g. the grand total. */
  footer?: ReactNode;
}

/**
 * A read-only table of a few rows. The application's tables neither sort nor select, so a
 * plain table serves assistive technology better than a grid.
 */
export function SimpleTable<Row>({
  'aria-label': ariaLabel,
  columns,
  rows,
  rowKey,
  isRowEmphasised,
  footer,
}: SimpleTableProps<Row>) {
  return (
    <div className={styles.tableScroller}>
      <table className={styles.simpleTable} aria-label={ariaLabel}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.name}
                scope="col"
                className={column.isNumeric ? styles.numericHeaderCell : styles.headerCell}
              >
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={rowKey(row, index)}
              className={isRowEmphasised?.(row) ? styles.emphasisedRow : undefined}
              aria-current={isRowEmphasised?.(row) ? 'true' : undefined}
            >
              {columns.map((column) => (
                <td
                  key={column.name}
                  className={column.isNumeric ? styles.numericCell : styles.cell}
                >
                  {column.render(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot className={styles.totalRow}>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
