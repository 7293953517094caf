import {
  Alert,
  Button,
  CheckboxGroup,
  Disclosure,
  EmptyState,
  formatDateTime,
  Pagination,
  SimpleTable,
  Table,
  Text,
  type TableColumn,
  type TableProps,
} from '@backoffice/ui';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row as TanstackRow,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import type { ReportOrder } from '../../model/reportQuery';
import { PERMISSION_REFUSED_STATUS, permissionRefusedMessage } from '../LoadFailure';
import {
  columnChooser,
  printOnly,
  reportTable,
  reportToolbar,
  reservedSummary,
  screenOnly,
  summaryLine,
} from './Report.css';
import { rememberColumns, rememberedColumns } from './reportColumns';
import type { ReportPrintout } from './useReportPrint';

export interface ReportColumn<Row> {
  id: string;
  /** The header, also the column's name in the column chooser. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names each row for assistive technology (one per report). */
  isRowHeader?: boolean;
  /** The server can order by this column; its id is the order key. */
  isOrderable?: boolean;
  /** Stays shown: the column chooser does not offer it. */
  isAlwaysShown?: boolean;
  isHiddenByDefault?: boolean;
  /**
   * Which columns a narrow screen keeps (default high: always); low ones hide first. Give every
   * column a user needs to tell rows apart or to open one high (docs/adr/0016).
   */
  priority?: TableColumn<unknown>['priority'];
}

/** Why a list could not be loaded: a message, or the failed call with its HTTP status. */
export type ReportLoadError = string | { status: number; message: string } | null;

export interface ReportTableProps<Row> {
  'aria-label': string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  order?: ReportOrder | null;
  /** Pressing an orderable header: the ordered column turns around, another starts ascending. */
  onOrderChange?: (order: ReportOrder) => void;
  /** Gives each row a toggle opening this quick view beneath it. */
  renderQuickView?: (row: Row) => ReactNode;
  /** Rows over all pages; undefined while the first answer is awaited. */
  total?: number;
  /** More rows match than were counted: the total is a lower bound, shown as "10,000+". */
  isTotalCapped?: boolean;
  /** What a row is, for the summary line: "1 credit application", "25 credit applications". */
  rowNoun: { one: string; other: string };
  page: number;
  perPage: number;
  /** A jump to a page number. */
  onPageChange: (page: number) => void;
  /** Offers the page sizes 10, 25 and 50; a list with a fixed page size leaves it out. */
  onPerPageChange?: (perPage: number) => void;
  /** Whether a page follows (the server's next link); needed past a capped total. */
  hasNextPage?: boolean;
  /** Next and Previous when the report pages by cursor; without them they go by page number. */
  onNextPage?: () => void;
  onPreviousPage?: () => void;
  /** Remembers the column chooser's choice in this browser under this key (one per report). */
  columnsStorageKey?: string;
  isLoading?: boolean;
  /**
   * The load failed: its message with Try again when onRetry is given; a failed call with its
   * HTTP status, so that a refusal (403) says once that the user may not see the list, with
   * nothing to retry and no empty table.
   */
  error?: ReportLoadError;
  onRetry?: () => void;
  /** Shown in the body when nothing matches. */
  emptyState?: ReactNode;
  /**
   * What Print puts on paper instead of the page on screen (useReportPrint): the view's rows
   * over all pages up to a limit, the applied filters and the time of printing.
   */
  printout?: ReportPrintout<Row> | null;
  /** compact: more rows on a screen, for lists read at a glance (the table's density). */
  density?: TableProps<TanstackRow<Row>>['density'];
  className?: string;
}

const numberFormat = new Intl.NumberFormat('en-GB');

/** "1 credit application", "1,234 credit applications", "10,000+ credit applications". */
export function reportSummary(
  total: number,
  isTotalCapped: boolean,
  rowNoun: ReportTableProps<unknown>['rowNoun'],
): string {
  const count = `${numberFormat.format(total)}${isTotalCapped ? '+' : ''}`;
  return `${count} ${total === 1 && !isTotalCapped ? rowNoun.one : rowNoun.other}`;
}

/** A count as wide as most lists' (five digits), to hold the summary's place while it loads. */
const typicalTotal = 10_000;

/** "Showing all 52 credit applications", "Showing 1,000 of 4,210 credit applications". */
export function printoutCount(
  shown: number,
  total: number,
  isTotalCapped: boolean,
  rowNoun: ReportTableProps<unknown>['rowNoun'],
): string {
  if (shown >= total && !isTotalCapped)
    return `Showing all ${reportSummary(total, false, rowNoun)}`;
  return `Showing ${numberFormat.format(shown)} of ${reportSummary(total, isTotalCapped, rowNoun)}`;
}

/** The report on paper: what it shows, of how many, under which filters, printed when. */
function ReportTablePrintout<Row>({
  printout,
  columns,
  getRowId,
  rowNoun,
  'aria-label': ariaLabel,
}: {
  printout: ReportPrintout<Row>;
  columns: readonly ReportColumn<Row>[];
} & Pick<ReportTableProps<Row>, 'getRowId' | 'rowNoun' | 'aria-label'>) {
  return (
    <div className={printOnly}>
      <Text size="sm">
        {printout.filters.length
          ? `Filters: ${printout.filters.join(' · ')}`
          : 'No filters applied'}
      </Text>
      <Text size="sm">
        {`Printed ${formatDateTime(printout.printedAt)}. `}
        {printoutCount(printout.rows.length, printout.total, printout.isTotalCapped, rowNoun)}
      </Text>
      <SimpleTable
        aria-label={ariaLabel}
        columns={columns.map((column) => ({
          name: column.header,
          isRowHeader: column.isRowHeader,
          render: column.cell,
        }))}
        rows={printout.rows}
        rowKey={getRowId}
      />
    </div>
  );
}

function initialVisibility<Row>(
  columns: readonly ReportColumn<Row>[],
  columnsStorageKey: string | undefined,
): VisibilityState {
  const remembered = columnsStorageKey ? rememberedColumns(columnsStorageKey) : null;
  return Object.fromEntries(
    columns.map((column) => [
      column.id,
      column.isAlwaysShown || (remembered?.[column.id] ?? !column.isHiddenByDefault),
    ]),
  );
}

/**
 * A report's table (platform-shell.md 2.7): orderable headers, quick-view rows, a column
 * chooser, the summary line and pages of 10, 25 or 50. Ordering and paging are the server's:
 * the table shows the rows it is given and reports what the user asked for.
 */
export function ReportTable<Row>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId,
  order = null,
  onOrderChange,
  renderQuickView,
  total,
  isTotalCapped = false,
  rowNoun,
  page,
  perPage,
  onPageChange,
  onPerPageChange,
  hasNextPage,
  onNextPage,
  onPreviousPage,
  columnsStorageKey,
  isLoading = false,
  error = null,
  onRetry,
  emptyState,
  printout = null,
  density,
  className,
}: ReportTableProps<Row>) {
  const errorMessage = typeof error === 'string' ? error : (error?.message ?? null);
  const isRefused = typeof error === 'object' && error?.status === PERMISSION_REFUSED_STATUS;
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() =>
    initialVisibility(columns, columnsStorageKey),
  );
  const chooseColumns = (visibility: VisibilityState) => {
    setColumnVisibility(visibility);
    if (columnsStorageKey) rememberColumns(columnsStorageKey, visibility);
  };
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        enableHiding: !column.isAlwaysShown,
      })),
    [columns],
  );
  // TanStack Table hands back fresh functions each render, which the compiler cannot memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as Row[],
    columns: columnDefs,
    getRowId: (row) => String(getRowId(row)),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    state: { columnVisibility },
    onColumnVisibilityChange: setColumnVisibility,
  });

  const byId = new Map(columns.map((column) => [column.id, column]));
  const isOrderable = onOrderChange !== undefined;
  // The table's columns and quick view keep their identity between renders that change neither:
  // the table renders every cell again when they change (docs/adr/0055).
  const visibleColumns = table.getVisibleLeafColumns();
  const tableColumns = useMemo<TableColumn<TanstackRow<Row>>[]>(
    () =>
      visibleColumns.flatMap((visible) => {
        const column = columns.find((candidate) => candidate.id === visible.id);
        if (!column) return [];
        return {
          id: column.id,
          name: column.header,
          isRowHeader: column.isRowHeader,
          priority: column.priority,
          // Ordering is the server's: a column is orderable when the server can order by its id.
          allowsSorting: Boolean(column.isOrderable) && isOrderable,
          render: (row: TanstackRow<Row>) => column.cell(row.original),
        };
      }),
    [visibleColumns, columns, isOrderable],
  );
  const renderDetail = useMemo(
    () => (renderQuickView ? (row: TanstackRow<Row>) => renderQuickView(row.original) : undefined),
    [renderQuickView],
  );
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());

  return (
    <div className={[reportTable, className].filter(Boolean).join(' ')}>
      <div className={reportToolbar}>
        <p
          className={[summaryLine, printout && screenOnly].filter(Boolean).join(' ')}
          aria-live="polite"
        >
          {total === undefined ? (
            // The count's room is kept while it loads, so the Columns chooser beside it does not
            // move when it arrives (a layout shift the list's Lighthouse audit counted).
            <span className={reservedSummary} aria-hidden="true">
              {reportSummary(typicalTotal, false, rowNoun)}
            </span>
          ) : (
            reportSummary(total, isTotalCapped, rowNoun)
          )}
        </p>
        {hideable.length ? (
          <Disclosure
            title="Columns"
            // A part of the report beside its filters (h2); on a page without them, it follows h1.
            headingLevel={2}
            density="compact"
            className={[columnChooser, screenOnly].join(' ')}
          >
            <CheckboxGroup
              label="Columns shown"
              orientation="horizontal"
              items={hideable.map((column) => ({
                value: column.id,
                label: byId.get(column.id)?.header ?? column.id,
              }))}
              value={hideable.filter((column) => column.getIsVisible()).map((column) => column.id)}
              onChange={(shown) =>
                chooseColumns(
                  Object.fromEntries(
                    hideable.map((column) => [column.id, shown.includes(column.id)]),
                  ),
                )
              }
            />
          </Disclosure>
        ) : null}
      </div>
      {isRefused ? (
        <Alert tone="caution">{permissionRefusedMessage}</Alert>
      ) : errorMessage ? (
        <Alert tone="critical" title={`The ${rowNoun.other} could not be loaded.`}>
          {errorMessage}{' '}
          {onRetry ? (
            <Button size="sm" variant="tertiary" onPress={onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {printout ? (
        <ReportTablePrintout
          printout={printout}
          columns={columns.filter((column) => columnVisibility[column.id] !== false)}
          getRowId={getRowId}
          rowNoun={rowNoun}
          aria-label={ariaLabel}
        />
      ) : null}
      {isRefused ? null : (
        <Table
          className={printout ? screenOnly : undefined}
          density={density}
          aria-label={ariaLabel}
          columns={tableColumns}
          rows={table.getRowModel().rows}
          isLoading={isLoading}
          sortDescriptor={order ?? undefined}
          onSortChange={(descriptor) =>
            onOrderChange?.({ column: String(descriptor.column), direction: descriptor.direction })
          }
          renderDetail={renderDetail}
          emptyState={
            error ? (
              <EmptyState title={`No ${rowNoun.other} to show.`} />
            ) : (
              (emptyState ?? <EmptyState title={`No ${rowNoun.other} match these filters.`} />)
            )
          }
        />
      )}
      {total !== undefined ? (
        <Pagination
          aria-label={`${ariaLabel} pages`}
          className={screenOnly}
          page={page}
          perPage={perPage}
          total={total}
          isTotalCapped={isTotalCapped}
          hasNextPage={hasNextPage}
          onPageChange={onPageChange}
          onNextPage={onNextPage}
          onPreviousPage={onPreviousPage}
          onPerPageChange={onPerPageChange}
        />
      ) : null}
    </div>
  );
}
