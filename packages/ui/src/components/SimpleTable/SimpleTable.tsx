import { useRef, type ReactNode } from 'react';
import {
  cell,
  emphasisedRow,
  footerRow,
  headerCell,
  numeric,
  simpleTable,
  tableScroller,
} from './SimpleTable.css';
import { useScrollableRegion } from '../../hooks/useScrollableRegion';

export interface SimpleTableColumn<Row> {
  /** The column's header, also its key. */
  name: string;
  render: (row: Row, index: number) => ReactNode;
  /** Amounts and counts: end-aligned with digits of equal width. */
  isNumeric?: boolean;
  /** The cell names its row (a th with scope row), e.g. the decision or the application id. */
  isRowHeader?: boolean;
}

/** A closing row: its label spans every column but the last, which holds the value. */
export interface SimpleTableFooter {
  label: ReactNode;
  value: ReactNode;
}

export interface SimpleTableProps<Row> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly SimpleTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Marks rows out (the current decision log); they are also `aria-current`. */
  isRowEmphasised?: (row: Row) => boolean;
  footer?: SimpleTableFooter;
  className?: string;
}

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * A read-only table of a few rows that neither sorts nor selects: a plain table serves assistive
 * technology better than a grid there. It scrolls sideways in a narrow container. For data that
 * sorts, selects or pages, use Table.
 */
export function SimpleTable<Row>({
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  columns,
  rows,
  rowKey,
  isRowEmphasised,
  footer,
  className,
}: SimpleTableProps<Row>) {
  const lastColumn = columns[columns.length - 1];
  const scrollerRef = useRef<HTMLDivElement>(null);
  const scrollerProps = useScrollableRegion(scrollerRef, {
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
  });
  return (
    <div ref={scrollerRef} className={join(tableScroller, className)} {...scrollerProps}>
      <table className={simpleTable} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.name}
                scope="col"
                className={join(headerCell, column.isNumeric && numeric)}
              >
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const isEmphasised = isRowEmphasised?.(row) ?? false;
            return (
              <tr
                key={rowKey(row, index)}
                className={isEmphasised ? emphasisedRow : undefined}
                aria-current={isEmphasised ? 'true' : undefined}
              >
                {columns.map((column) => {
                  const Cell = column.isRowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.name}
                      scope={column.isRowHeader ? 'row' : undefined}
                      className={join(cell, column.isNumeric && numeric)}
                    >
                      {column.render(row, index)}
                    </Cell>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
        {footer ? (
          <tfoot className={footerRow}>
            <tr>
              <th scope="row" colSpan={Math.max(1, columns.length - 1)} className={cell}>
                {footer.label}
              </th>
              <td className={join(cell, lastColumn?.isNumeric && numeric)}>{footer.value}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
