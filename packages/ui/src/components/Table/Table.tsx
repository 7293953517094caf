import { memo, useDeferredValue, useId, useRef, useState, type ReactNode } from 'react';
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
import { useScrollableRegion } from '../../hooks/useScrollableRegion';
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
  rowHeaderCell,
  sortButton,
  sortIndicator,
  table,
  tableScroller,
  toggleColumn,
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

/**
 * A data table: sortable headers, row selection, quick-view detail rows, loading and empty states.
 * A table that selects rows is react-aria's grid, with its keyboard model; one that does not is
 * plain table markup whose rows render in slices, a fraction of the grid's cost (docs/adr/0084).
 */
export function Table<T extends { id: Key }>(props: TableProps<T>) {
  return (props.selectionMode ?? 'none') === 'none' ? (
    <ReadOnlyTable {...props} />
  ) : (
    <GridTable {...props} />
  );
}

/** What a row's quick-view toggle shows and says, in a grid's row or a table's. */
function quickViewToggle(isExpanded: boolean) {
  return {
    className: expandButton,
    'aria-label': isExpanded ? 'Hide quick view' : 'Show quick view',
    'aria-expanded': isExpanded,
    children: <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>,
  };
}

function useExpandedRows() {
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  // One function for the table's life: the read-only rows are memoised on it.
  const [toggle] = useState(
    () => (id: Key) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
  );
  return { expanded, toggle };
}

function GridTable<T extends { id: Key }>({
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
  const { expanded, toggle } = useExpandedRows();
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
                  <AriaButton {...quickViewToggle(isExpanded)} onPress={() => toggle(item.id)} />
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

/** A read-only body's value while the table loads: the loading state stands in for its rows. */
const LOADING = Symbol('loading');

/** The next order when a header is pressed: a sorted column turns round, another starts ascending. */
function nextOrder(column: string, current: SortDescriptor | undefined): SortDescriptor {
  const isSorted = current?.column === column;
  return {
    column,
    direction: isSorted && current?.direction === 'ascending' ? 'descending' : 'ascending',
  };
}

function ReadOnlyTable<T extends { id: Key }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  renderDetail,
  isLoading = false,
  emptyState = 'No results',
  density = 'regular',
  className,
}: TableProps<T>) {
  const { expanded, toggle } = useExpandedRows();
  // Rows that replace rows on screen render at a transition's priority, in slices between which
  // the page stays responsive: the render that an answer or a press sets off renders no row. Rows
  // that replace the loading state render with the rest of the page, or what sits below the table
  // (its pages) would be laid out under the spinner and then pushed down (docs/adr/0084).
  const current = isLoading ? LOADING : rows;
  const deferred = useDeferredValue(current);
  const body = deferred === LOADING ? current : deferred;
  const columnCount = columns.length + (renderDetail ? 1 : 0);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const scrollerProps = useScrollableRegion(scrollerRef, { 'aria-label': ariaLabel });
  return (
    <div
      ref={scrollerRef}
      className={[tableScroller, className].filter(Boolean).join(' ')}
      aria-busy={isLoading}
      data-density={density}
      {...scrollerProps}
    >
      <table aria-label={ariaLabel} className={table}>
        <thead>
          <tr>
            {renderDetail ? (
              <th scope="col" className={[headerCell, toggleColumn].join(' ')}>
                <span className={visuallyHidden}>Quick view</span>
              </th>
            ) : null}
            {columns.map((column) => {
              const direction =
                sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={columnClass(headerCell, column.priority)}
                  aria-sort={direction ?? (column.allowsSorting ? 'none' : undefined)}
                >
                  {column.allowsSorting ? (
                    <button
                      type="button"
                      className={sortButton}
                      onClick={() => onSortChange?.(nextOrder(column.id, sortDescriptor))}
                    >
                      {column.name}
                      {direction ? (
                        <span className={sortIndicator} aria-hidden="true">
                          {direction === 'ascending' ? '▲' : '▼'}
                        </span>
                      ) : null}
                    </button>
                  ) : (
                    column.name
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <ReadOnlyBody
          body={body}
          columns={columns}
          columnCount={columnCount}
          renderDetail={renderDetail}
          expanded={expanded}
          toggle={toggle}
          emptyState={emptyState}
        />
      </table>
    </div>
  );
}

interface ReadOnlyBodyProps<T extends { id: Key }> {
  body: readonly T[] | typeof LOADING;
  columns: TableColumn<T>[];
  columnCount: number;
  renderDetail?: (row: T) => ReactNode;
  expanded: ReadonlySet<Key>;
  toggle: (id: Key) => void;
  emptyState: ReactNode;
}

// Memoised, as are its rows: a render of the table that keeps its rows, columns and quick view
// (a pressed header, a pending answer) renders no cell again.
const ReadOnlyBody = memo(function ReadOnlyBody<T extends { id: Key }>({
  body,
  columns,
  columnCount,
  renderDetail,
  expanded,
  toggle,
  emptyState,
}: ReadOnlyBodyProps<T>) {
  if (body === LOADING || body.length === 0) {
    return (
      <tbody>
        <tr>
          <td colSpan={columnCount}>
            <div className={bodyState}>
              {body === LOADING ? <Spinner aria-label="Loading rows" /> : emptyState}
            </div>
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {body.map((row) => (
        <ReadOnlyRow
          key={String(row.id)}
          row={row}
          columns={columns}
          columnCount={columnCount}
          renderDetail={renderDetail}
          isExpanded={expanded.has(row.id)}
          toggle={toggle}
        />
      ))}
    </tbody>
  );
}) as <T extends { id: Key }>(props: ReadOnlyBodyProps<T>) => ReactNode;

interface ReadOnlyRowProps<T extends { id: Key }> {
  row: T;
  columns: TableColumn<T>[];
  columnCount: number;
  renderDetail?: (row: T) => ReactNode;
  isExpanded: boolean;
  toggle: (id: Key) => void;
}

const ReadOnlyRow = memo(function ReadOnlyRow<T extends { id: Key }>({
  row,
  columns,
  columnCount,
  renderDetail,
  isExpanded,
  toggle,
}: ReadOnlyRowProps<T>) {
  // The row is named by its row header, as a grid's row is.
  const rowHeaderId = useId();
  const hasRowHeader = columns.some((column) => column.isRowHeader);
  return (
    <>
      <tr className={rowStyle} aria-labelledby={hasRowHeader ? rowHeaderId : undefined}>
        {renderDetail ? (
          <td className={cell}>
            <button type="button" {...quickViewToggle(isExpanded)} onClick={() => toggle(row.id)} />
          </td>
        ) : null}
        {columns.map((column) =>
          column.isRowHeader ? (
            <th
              key={column.id}
              id={rowHeaderId}
              scope="row"
              className={columnClass(rowHeaderCell, column.priority)}
            >
              {column.render(row)}
            </th>
          ) : (
            <td key={column.id} className={columnClass(cell, column.priority)}>
              {column.render(row)}
            </td>
          ),
        )}
      </tr>
      {renderDetail && isExpanded ? (
        <tr className={rowStyle}>
          <td className={detailCell} colSpan={columnCount}>
            {renderDetail(row)}
          </td>
        </tr>
      ) : null}
    </>
  );
}) as <T extends { id: Key }>(props: ReadOnlyRowProps<T>) => ReactNode;

export type { SortDescriptor, Selection };
