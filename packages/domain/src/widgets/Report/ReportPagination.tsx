import {
  Button,
  pageCountOf,
  pageWindow,
  perPageOptions,
  Select,
  SelectItem,
} from '@backoffice/ui';
import { pageList, pagination, paginationSummary, perPageSelect } from './Report.css';

export interface ReportPaginationProps {
  page: number;
  perPage: number;
  /** Rows over all pages, or the cap the count stopped at when isTotalCapped. */
  total: number;
  /** More rows match than were counted: shown as "10,000+", and the last page is unknown. */
  isTotalCapped?: boolean;
  /** Whether a page follows; the server knows it even past a capped total. */
  hasNextPage?: boolean;
  /** A jump to a page number (First, a number, Last). */
  onPageChange: (page: number) => void;
  /** Next and Previous, when the report pages by cursor; otherwise they go by page number. */
  onNextPage?: () => void;
  onPreviousPage?: () => void;
  onPerPageChange?: (perPage: number) => void;
  'aria-label': string;
  className?: string;
}

const numberFormat = new Intl.NumberFormat('en-GB');

/**
 * A report's pages (platform-shell.md 9: five page numbers around the current one, First and
 * Last, 10 / 25 / 50 per page). Unlike a plain list's pages, its total may be capped — then it
 * says "of 10,000+", offers no Last and pages on while the server has more — and Next and
 * Previous may follow the server's cursors while page numbers still jump.
 */
export function ReportPagination({
  page,
  perPage,
  total,
  isTotalCapped = false,
  hasNextPage,
  onPageChange,
  onNextPage,
  onPreviousPage,
  onPerPageChange,
  'aria-label': ariaLabel,
  className,
}: ReportPaginationProps) {
  if (total <= 0) return null;
  const countedPages = pageCountOf(total, perPage);
  // Past a capped count the pages run on as far as the user has gone, and one further.
  const pageCount = isTotalCapped
    ? Math.max(countedPages, page + (hasNextPage ? 1 : 0))
    : countedPages;
  const first = (page - 1) * perPage + 1;
  const last = isTotalCapped ? page * perPage : Math.min(page * perPage, total);
  const isFirst = page <= 1;
  const isLast = !(hasNextPage ?? page < pageCount);
  return (
    <nav aria-label={ariaLabel} className={[pagination, className].filter(Boolean).join(' ')}>
      <p className={paginationSummary} aria-live="polite">
        Showing {numberFormat.format(first)}–{numberFormat.format(last)} of{' '}
        {numberFormat.format(total)}
        {isTotalCapped ? '+' : ''}
      </p>
      <ul className={pageList}>
        <li>
          <Button size="sm" variant="tertiary" isDisabled={isFirst} onPress={() => onPageChange(1)}>
            First
          </Button>
        </li>
        <li>
          <Button
            size="sm"
            variant="tertiary"
            isDisabled={isFirst}
            onPress={() => (onPreviousPage ? onPreviousPage() : onPageChange(page - 1))}
          >
            Previous
          </Button>
        </li>
        {pageWindow({ page, pageCount }).map((number) => (
          <li key={number}>
            <Button
              size="sm"
              variant={number === page ? 'primary' : 'tertiary'}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onPress={() => onPageChange(number)}
            >
              {numberFormat.format(number)}
            </Button>
          </li>
        ))}
        <li>
          <Button
            size="sm"
            variant="tertiary"
            isDisabled={isLast}
            onPress={() => (onNextPage ? onNextPage() : onPageChange(page + 1))}
          >
            Next
          </Button>
        </li>
        {isTotalCapped ? null : (
          <li>
            <Button
              size="sm"
              variant="tertiary"
              isDisabled={page >= pageCount}
              onPress={() => onPageChange(pageCount)}
            >
              Last
            </Button>
          </li>
        )}
      </ul>
      {onPerPageChange ? (
        <Select
          label="Per page"
          className={perPageSelect}
          selectedKey={String(perPage)}
          onSelectionChange={(key) => onPerPageChange(Number(key))}
        >
          {perPageOptions.map((option) => (
            <SelectItem key={option} id={String(option)}>
              {String(option)}
            </SelectItem>
          ))}
        </Select>
      ) : null}
    </nav>
  );
}
