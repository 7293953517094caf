import { useRef, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TableColumn } from './Table';
import {
  bodyState,
  cell,
  headerCell,
  row as rowStyle,
  rowHeaderCell,
  table,
  tableScroller,
} from './Table.css';

export interface VirtualTableProps<T extends { id: Key }> {
  'aria-label': string;
  columns: TableColumn<T>[];
  rows: T[];
  /** Every row's height in px; the virtualised body needs it fixed. */
  rowHeight?: number;
  /** Height of the scrolling area in px. */
  height?: number;
  emptyState?: ReactNode;
  className?: string;
}

/**
 * A read-only table for thousands of rows: only the rows in view (and a few either side) are in
 * the page; aria-rowcount and aria-rowindex tell assistive technology where they are.
 */
export function VirtualTable<T extends { id: Key }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  rowHeight = 40,
  height = 480,
  emptyState = 'No results',
  className,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands back fresh functions each render, which the compiler cannot memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 0, height },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div
      ref={scrollRef}
      // A scrolling area must be reachable by keyboard to scroll it without a mouse.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={`${ariaLabel} (scrollable)`}
      className={[tableScroller, className].filter(Boolean).join(' ')}
      style={{ height, overflow: 'auto' }}
    >
      <table className={table} aria-label={ariaLabel} aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={headerCell}>
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={bodyState}>
                {emptyState}
              </td>
            </tr>
          ) : null}
          {before > 0 ? (
            <tr aria-hidden="true" style={{ height: before }}>
              <td colSpan={columns.length} />
            </tr>
          ) : null}
          {items.map((item) => {
            const entry = rows[item.index] as T;
            return (
              <tr
                key={String(entry.id)}
                aria-rowindex={item.index + 2}
                className={rowStyle}
                style={{ height: rowHeight }}
              >
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <th key={column.id} scope="row" className={rowHeaderCell}>
                      {column.render(entry)}
                    </th>
                  ) : (
                    <td key={column.id} className={cell}>
                      {column.render(entry)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
          {after > 0 ? (
            <tr aria-hidden="true" style={{ height: after }}>
              <td colSpan={columns.length} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
