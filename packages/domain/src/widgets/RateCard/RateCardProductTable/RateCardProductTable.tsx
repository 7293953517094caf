import { Badge, Button, Text } from '@backoffice/ui';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
} from '@tanstack/react-table';
import {
  defaultRangeExtractor,
  measureElement,
  observeElementRect,
  useVirtualizer,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  formatRateCardCell,
  parseRateCardCell,
  rateCardCellInput,
  type RateCardCellErrors,
  type RateCardCellValue,
  type RateCardDraftRow,
} from '../../../model/rateCardDraft';
import {
  rateCardFieldLabels,
  type RateCardNumericField,
  type RateCardRowStatus,
} from '../../../model/rateCards';
import { NO_RATE_CARD_PRODUCTS } from '../RateCardProducts/RateCardProducts';
import * as styles from './RateCardProductTable.css';

/** The editable columns, in the spec's order (merchants.md "Rate card detail"). */
export const rateCardTableFields = [
  'tier_set1_rate_lender',
  'tier_set2_rate_lender',
  'lender_fixed_fee',
  'lender_min_fee',
  'min_amount',
  'max_amount',
  'cut_off_point',
] as const satisfies readonly RateCardNumericField[];

export const rateCardRowStatusLabels: Record<Exclude<RateCardRowStatus, 'unchanged'>, string> = {
  added: 'Added',
  modified: 'Modified',
  deleted: 'Deleted',
};

const statusTones = { added: 'positive', modified: 'caution', deleted: 'critical' } as const;

export interface RateCardProductTableProps {
  rows: readonly RateCardDraftRow[];
  /** Problems by row key and field: the schema's, and those a 400 from the server named. */
  errors?: RateCardCellErrors;
  onEditCell?: (key: string, field: RateCardNumericField, value: RateCardCellValue) => void;
  onRemove?: (key: string) => void;
  onRestore?: (key: string) => void;
  /** Without the rate card edit permission: values only, no editing, no remove column. */
  isReadOnly?: boolean;
  /** While the card is being saved nothing can change. */
  isDisabled?: boolean;
  'aria-label'?: string;
  className?: string;
}

interface CellPosition {
  row: number;
  column: number;
}

interface Editing {
  key: string;
  field: RateCardNumericField;
  text: string;
}

const columnHelper = createColumnHelper<RateCardDraftRow>();

/** A row's usual height in px before it is measured (one line of text, or a cell input). */
const ESTIMATED_ROW_HEIGHT = 38;
/** Rows kept in the page above and below those in view, so arrow keys rarely wait for a row. */
const OVERSCAN_ROWS = 10;
/**
 * The height in px assumed for the scrolling area while it has none (not laid out: hidden, or
 * jsdom in unit tests): the first screenful of rows is shown rather than none. Unlaid-out rows
 * likewise keep their estimated height rather than 0, which would pull every row into the page.
 */
const UNMEASURED_VIEW_HEIGHT = 600;

/**
 * The rows in the page, with the rows out of it stood in for by spacer rows of their height, so
 * the scroll bar and the column widths stay those of the whole table.
 */
function windowedRows(
  items: readonly { index: number; start: number; end: number }[],
  totalSize: number,
  columnCount: number,
  renderRow: (item: { index: number }, position: number) => ReactNode,
): ReactNode[] {
  const spacer = (key: string, height: number) => (
    <tr key={key} aria-hidden="true" className={styles.spacerRow} style={{ height }}>
      <td colSpan={columnCount} className={styles.spacerCell} />
    </tr>
  );
  const body: ReactNode[] = [];
  let end = 0;
  for (const [position, item] of items.entries()) {
    if (item.start > end) body.push(spacer(`before-${item.index}`, item.start - end));
    body.push(renderRow(item, position));
    end = item.end;
  }
  if (totalSize > end) body.push(spacer('after', totalSize - end));
  return body;
}

/**
 * The editable product table (merchants.md "Rate card detail", section 4): a grid moved through
 * with the arrow keys, Home and End; Enter, F2 or typing edits a cell, Enter keeps the value,
 * Escape drops it, Tab keeps it and moves to the next cell. Rates show with '%', money in pounds
 * to 2 decimals, loan amounts and the cut off point as whole pounds; an emptied cell is 0. Rows
 * are tinted and labelled Added, Modified or Deleted; Remove on an added row takes it away, on a
 * saved row marks it deleted (Restore undoes it).
 *
 * A card holds up to 10,000 products, so only the rows in view (and a few either side) are in
 * the page, in a scrolling area with the header kept in view; the row with the active cell is
 * always kept, so focus and an edit in progress survive scrolling it away. aria-rowcount and
 * aria-rowindex tell assistive technology where the rows are.
 */
export function RateCardProductTable({
  rows,
  errors = {},
  onEditCell,
  onRemove,
  onRestore,
  isReadOnly = false,
  isDisabled = false,
  'aria-label': ariaLabel = 'Rate card products',
  className,
}: RateCardProductTableProps) {
  const [active, setActive] = useState<CellPosition>({ row: 0, column: 1 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const canEdit = !isReadOnly && !isDisabled;

  const columns: ColumnDef<RateCardDraftRow, unknown>[] = [
    columnHelper.display({ id: 'product_code', header: rateCardFieldLabels.product_code }),
    ...rateCardTableFields.map((field) =>
      columnHelper.display({ id: field, header: rateCardFieldLabels[field] }),
    ),
    ...(isReadOnly ? [] : [columnHelper.display({ id: 'remove', header: 'Remove' })]),
  ];
  const lastRow = rows.length - 1;
  const lastColumn = columns.length - 1;
  const current = {
    row: Math.min(active.row, Math.max(lastRow, 0)),
    column: Math.min(active.column, lastColumn),
  };

  // TanStack Virtual hands back fresh functions each render, which the compiler cannot memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN_ROWS,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) =>
        onRect(rect.height > 0 ? rect : { ...rect, height: UNMEASURED_VIEW_HEIGHT }),
      ),
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
    // The active cell's row stays in the page wherever the view is scrolled.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (current.row < range.count && !indexes.includes(current.row)) {
        indexes.push(current.row);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });

  const itemsInView = virtualizer.getVirtualItems();
  // The table model holds the rows in view only: building all 10,000 would cost a long task.
  const table = useReactTable({
    data: itemsInView.map((item) => rows[item.index]!),
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.key,
    // The rows in view change as the table scrolls; resetting paging or expansion then would
    // set state on every render (and there is neither here).
    autoResetAll: false,
  });
  const tableRows = table.getRowModel().rows;

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const selector = editing ? 'input' : `[data-cell="${current.row}-${current.column}"]`;
    const target = tableRef.current?.querySelector<HTMLElement>(selector);
    // Focusing scrolls the cell into view (the header's height is kept clear by scroll padding).
    if (target) {
      focusPending.current = false;
      target.focus();
      // Rows far from the view were placed by estimate; this settles on their measured place.
      virtualizer.scrollToIndex(current.row, { align: 'auto' });
    }
  });

  const moveTo = (position: CellPosition) => {
    focusPending.current = true;
    setActive({
      row: Math.max(0, Math.min(position.row, lastRow)),
      column: Math.max(0, Math.min(position.column, lastColumn)),
    });
  };

  const fieldAt = (column: number): RateCardNumericField | null =>
    column >= 1 && column <= rateCardTableFields.length ? rateCardTableFields[column - 1]! : null;

  const startEditing = (rowIndex: number, column: number, text?: string) => {
    const row = rows[rowIndex];
    const field = fieldAt(column);
    if (!canEdit || !row || !field || row.status === 'deleted') return;
    focusPending.current = true;
    setActive({ row: rowIndex, column });
    setEditing({ key: row.key, field, text: text ?? rateCardCellInput(row.values[field]) });
  };

  const commit = () => {
    if (!editing) return;
    const row = rows.find((entry) => entry.key === editing.key);
    const value = parseRateCardCell(editing.text);
    if (row && row.values[editing.field] !== value) onEditCell?.(editing.key, editing.field, value);
    setEditing(null);
  };

  const toggleRemoved = (row: RateCardDraftRow) => {
    if (row.status === 'deleted') onRestore?.(row.key);
    else onRemove?.(row.key);
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLElement>, rowIndex: number, column: number) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, CellPosition> = {
      ArrowUp: { row: rowIndex - 1, column },
      ArrowDown: { row: rowIndex + 1, column },
      ArrowLeft: { row: rowIndex, column: column - 1 },
      ArrowRight: { row: rowIndex, column: column + 1 },
      Home: { row: event.ctrlKey ? 0 : rowIndex, column: 0 },
      End: { row: event.ctrlKey ? lastRow : rowIndex, column: lastColumn },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move);
      return;
    }
    const row = rows[rowIndex];
    if (!row) return;
    if (columns[column]?.id === 'remove') {
      if ((event.key === 'Enter' || event.key === ' ') && canEdit) {
        event.preventDefault();
        toggleRemoved(row);
      }
      return;
    }
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEditing(rowIndex, column);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      startEditing(rowIndex, column, event.key);
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>, rowIndex: number) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
      moveTo(current);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setEditing(null);
      moveTo(current);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commit();
      const step = event.shiftKey ? -1 : 1;
      let column = current.column + step;
      let row = rowIndex;
      if (column < 1) {
        column = rateCardTableFields.length;
        row -= 1;
      } else if (column > rateCardTableFields.length) {
        column = 1;
        row += 1;
      }
      moveTo(row < 0 || row > lastRow ? current : { row, column });
    }
  };

  if (rows.length === 0) {
    return (
      <Text as="p" tone="muted" className={className}>
        {NO_RATE_CARD_PRODUCTS}
      </Text>
    );
  }

  return (
    <div ref={scrollRef} className={[styles.scroller, className].filter(Boolean).join(' ')}>
      <table
        ref={tableRef}
        // ARIA in HTML allows a table to be a grid: its cells are moved through and edited by key.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
        role="grid"
        aria-label={ariaLabel}
        aria-rowcount={rows.length + 1}
        aria-readonly={isReadOnly || undefined}
        aria-disabled={isDisabled || undefined}
        className={styles.table}
      >
        <thead className={styles.head}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={[
                    styles.headerCell,
                    header.column.id !== 'product_code' && header.column.id !== 'remove'
                      ? styles.numericCell
                      : '',
                  ].join(' ')}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {windowedRows(
            itemsInView,
            virtualizer.getTotalSize(),
            columns.length,
            (item, position) => {
              const rowIndex = item.index;
              const tableRow = tableRows[position]!;
              const row = tableRow.original;
              const rowErrors = errors[row.key] ?? {};
              const isDeleted = row.status === 'deleted';
              return (
                <tr
                  key={row.key}
                  ref={virtualizer.measureElement}
                  data-index={rowIndex}
                  aria-rowindex={rowIndex + 2}
                  className={styles.rowStatus[row.status]}
                  data-status={row.status}
                >
                  {tableRow.getVisibleCells().map((tableCell, column) => {
                    const id = tableCell.column.id;
                    const isActive = current.row === rowIndex && current.column === column;
                    const cellProps = {
                      'data-cell': `${rowIndex}-${column}`,
                      'data-active': isActive,
                      tabIndex: isActive && !editing ? 0 : -1,
                      onFocus: () => {
                        if (!isActive) setActive({ row: rowIndex, column });
                      },
                      onKeyDown: (event: KeyboardEvent<HTMLElement>) =>
                        onCellKeyDown(event, rowIndex, column),
                    };
                    if (id === 'product_code') {
                      return (
                        <th key={tableCell.id} scope="row" className={styles.cell} {...cellProps}>
                          <span className={isDeleted ? styles.deletedValue : undefined}>
                            {row.values.product_code}
                          </span>{' '}
                          {row.status !== 'unchanged' && (
                            <Badge tone={statusTones[row.status]}>
                              {rateCardRowStatusLabels[row.status]}
                            </Badge>
                          )}
                        </th>
                      );
                    }
                    if (id === 'remove') {
                      return (
                        <td
                          key={tableCell.id}
                          role="gridcell"
                          className={styles.cell}
                          {...cellProps}
                        >
                          <Button
                            size="sm"
                            variant="tertiary"
                            excludeFromTabOrder
                            isDisabled={!canEdit}
                            aria-label={`${isDeleted ? 'Restore' : 'Remove'} ${row.values.product_code}`}
                            onPress={() => toggleRemoved(row)}
                          >
                            {isDeleted ? 'Restore' : 'Remove'}
                          </Button>
                        </td>
                      );
                    }
                    const field = id as RateCardNumericField;
                    const error = rowErrors[field];
                    const isEditing = editing?.key === row.key && editing.field === field;
                    const errorId = `${row.key}-${field}-error`;
                    return (
                      <td
                        key={tableCell.id}
                        role="gridcell"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        className={[
                          styles.cell,
                          styles.numericCell,
                          error ? styles.invalidCell : '',
                        ].join(' ')}
                        onDoubleClick={() => startEditing(rowIndex, column)}
                        {...cellProps}
                      >
                        {isEditing ? (
                          <input
                            className={styles.cellInput}
                            aria-label={`${rateCardFieldLabels[field]}, ${row.values.product_code}`}
                            inputMode="decimal"
                            value={editing.text}
                            onChange={(event) =>
                              setEditing({ ...editing, text: event.currentTarget.value })
                            }
                            onKeyDown={(event) => onInputKeyDown(event, rowIndex)}
                            onBlur={commit}
                          />
                        ) : (
                          <span className={isDeleted ? styles.deletedValue : undefined}>
                            {formatRateCardCell(field, row.values[field])}
                          </span>
                        )}
                        {error && (
                          <span id={errorId} className={styles.cellError}>
                            {error}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            },
          )}
        </tbody>
      </table>
    </div>
  );
}
