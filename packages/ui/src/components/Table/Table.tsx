import { useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Cell,
  Checkbox as AriaCheckbox,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { visuallyHidden } from '../../theme/global.css';
import { Spinner } from '../Spinner/Spinner';
import {
  bodyState,
  cell,
  columnPriority,
  detailCell,
  expandButton,
  headerCell,
  row as rowStyle,
  sortIndicator,
  table,
  tableScroller,
  type columnPriorityNames,
  type tableDensityNames,
} from './Table.css';

export interface TableColumn<T> {
  id: string;
  name: ReactNode;
  /** The column that names each row for assistive technology (one per table). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /**
   * How long the column stays when the table's frame narrows (default high: always); low
   * columns hide first (docs/adr/0016).
   */
  priority?: (typeof columnPriorityNames)[number];
  render: (row: T) => ReactNode;
}

function columnClass(base: string, priority: TableColumn<unknown>['priority']): string {
  return [base, columnPriority[priority ?? 'high']].join(' ');
}

export interface TableProps<T extends { id: Key }> {
  'aria-label': string;
  columns: TableColumn<T>[];
  rows: T[];
  sortDescriptor?: SortDescriptor;
  /** Called with the next order; pressing a sorted header toggles ascending and descending. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Gives each row a toggle that opens this detail row beneath it (a quick view). */
  renderDetail?: (row: T) => ReactNode;
  isLoading?: boolean;
  /** Shown in the body when there are no rows. */
  emptyState?: ReactNode;
  /** compact: less space above and below each cell, for long lists read at a glance. */
  density?: (typeof tableDensityNames)[number];
  className?: string;
}

interface BodyEntry<T> {
  kind: 'row' | 'detail';
  id: Key;
  row: T;
}

function SelectionCheckbox({ slot, label }: { slot: 'selection'; label?: string }) {
  return (
    <AriaCheckbox slot={slot} aria-label={label}>
      {({ isSelected, isIndeterminate }) => (
        <span aria-hidden="true">{isIndeterminate ? '▣' : isSelected ? '☑' : '☐'}</span>
      )}
    </AriaCheckbox>
  );
}

/** A data table: sortable headers, row selection, quick-view detail rows, loading and empty states. */
export function Table<T extends { id: Key }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  renderDetail,
  isLoading = false,
  emptyState = 'No results',
  density = 'regular',
  className,
}: TableProps<T>) {
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const toggle = (id: Key) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columnCount =
    columns.length + (renderDetail ? 1 : 0) + (selectionMode === 'multiple' ? 1 : 0);
  // An entry keeps its identity while its row does: react-aria caches each body item's rendered
  // row by the item object, so a render that changes no row (a new order or filter awaited, a
  // parent's state) reuses every row instead of rendering each cell again (docs/adr/0055).
  const [entries] = useState(() => new WeakMap<T, BodyEntry<T>>());
  const [details] = useState(() => new WeakMap<T, BodyEntry<T>>());
  const entryOf = (cache: WeakMap<T, BodyEntry<T>>, row: T, kind: BodyEntry<T>['kind']) => {
    let entry = cache.get(row);
    if (!entry) {
      entry = { kind, id: kind === 'row' ? row.id : `${String(row.id)}-detail`, row };
      cache.set(row, entry);
    }
    return entry;
  };
  // Quick-view rows are entries of their own, right after the row they belong to.
  const bodyEntries: BodyEntry<T>[] = (isLoading ? [] : rows).flatMap((row) => {
    const main = entryOf(entries, row, 'row');
    return renderDetail && expanded.has(row.id) ? [main, entryOf(details, row, 'detail')] : [main];
  });

  const tableElement = (
    <AriaTable
      aria-label={ariaLabel}
      className={table}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      selectionMode={selectionMode}
      selectionBehavior="toggle"
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
    >
      <TableHeader>
        {selectionMode === 'multiple' ? (
          <Column className={headerCell} width={44}>
            <SelectionCheckbox slot="selection" label="Select all" />
          </Column>
        ) : null}
        {renderDetail ? (
          <Column className={headerCell} width={44}>
            <span className={visuallyHidden}>Quick view</span>
          </Column>
        ) : null}
        {columns.map((column) => (
          <Column
            key={column.id}
            id={column.id}
            isRowHeader={column.isRowHeader}
            allowsSorting={column.allowsSorting}
            className={columnClass(headerCell, column.priority)}
          >
            {({ sortDirection }) => (
              <>
                {column.name}
                {sortDirection ? (
                  <span className={sortIndicator} aria-hidden="true">
                    {sortDirection === 'ascending' ? '▲' : '▼'}
                  </span>
                ) : null}
              </>
            )}
          </Column>
        ))}
      </TableHeader>
      <TableBody
        items={bodyEntries}
        dependencies={[expanded, columns, selectionMode, renderDetail]}
        renderEmptyState={() =>
          isLoading ? (
            <div className={bodyState}>
              <Spinner aria-label="Loading rows" />
            </div>
          ) : (
            <div className={bodyState}>{emptyState}</div>
          )
        }
      >
        {(entry) => {
          if (entry.kind === 'detail') {
            return (
              <Row id={entry.id} className={rowStyle}>
                <Cell className={detailCell} colSpan={columnCount}>
                  {renderDetail?.(entry.row)}
                </Cell>
              </Row>
            );
          }
          const item = entry.row;
          const isExpanded = expanded.has(item.id);
          return (
            <Row id={entry.id} className={rowStyle}>
              {selectionMode === 'multiple' ? (
                <Cell className={cell}>
                  <SelectionCheckbox slot="selection" />
                </Cell>
              ) : null}
              {renderDetail ? (
                <Cell className={cell}>
                  <AriaButton
                    className={expandButton}
                    aria-label={isExpanded ? 'Hide quick view' : 'Show quick view'}
                    aria-expanded={isExpanded}
                    onPress={() => toggle(item.id)}
                  >
                    <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
                  </AriaButton>
                </Cell>
              ) : null}
              {columns.map((column) => (
                <Cell key={column.id} className={columnClass(cell, column.priority)}>
                  {column.render(item)}
                </Cell>
              ))}
            </Row>
          );
        }}
      </TableBody>
    </AriaTable>
  );

  return (
    <div
      className={[tableScroller, className].filter(Boolean).join(' ')}
      aria-busy={isLoading}
      data-density={density}
    >
      {tableElement}
    </div>
  );
}

export type { SortDescriptor, Selection };
