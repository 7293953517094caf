import { Button } from '../Button/Button';
import { NativeSelect } from '../NativeSelect/NativeSelect';
import { pageCountOf, pageWindow } from './pageWindow';
import { pageList, pagination, perPage as perPageStyle, summary } from './Pagination.css';

export const perPageOptions = [10, 25, 50] as const;
export const DEFAULT_PER_PAGE = 25;

/**
 * The per-page choices: 10, 25 and 50, and the list's current size if it is another (lists
 * that page by 100, as merchants.md asks, would otherwise show no choice at all).
 */
function perPageChoices(perPage: number) {
  const choices: number[] = [...perPageOptions];
  const sizes = choices.includes(perPage) ? choices : [...choices, perPage].sort((a, b) => a - b);
  return sizes.map((size) => ({ value: String(size), label: String(size) }));
}

export interface PaginationProps {
  page: number;
  perPage: number;
  /** Rows over all pages, or the cap the count stopped at when isTotalCapped. */
  total: number;
  /** More rows match than were counted: shown as "10,000+", and the last page is unknown. */
  isTotalCapped?: boolean;
  /** Whether a page follows, when the server says so (it knows even past a capped total). */
  hasNextPage?: boolean;
  /** A jump to a page number (First, a number, Last, and Next/Previous without their own). */
  onPageChange: (page: number) => void;
  /** Next and Previous for a list paged by cursor; page numbers still jump by onPageChange. */
  onNextPage?: () => void;
  onPreviousPage?: () => void;
  /** Shows the per-page choice (10 / 25 / 50, and the current size if another) when given. */
  onPerPageChange?: (perPage: number) => void;
  /** Names the navigation landmark, e.g. "Credit applications pages". */
  'aria-label'?: string;
  className?: string;
}

const numberFormat = new Intl.NumberFormat('en-GB');

/**
 * Pages of a list: First, Previous, a window of five page numbers around the current one, Next,
 * Last, a summary and the page size. Nothing shows when there is nothing to page. A capped
 * total reads "of 10,000+", offers no Last and pages on while the server has more.
 */
export function Pagination({
  page,
  perPage,
  total,
  isTotalCapped = false,
  hasNextPage,
  onPageChange,
  onNextPage,
  onPreviousPage,
  onPerPageChange,
  'aria-label': ariaLabel = 'Pages',
  className,
}: PaginationProps) {
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
      <p className={summary} aria-live="polite">
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
        // The browser's own select: opening a scripted one beside a large list laid the page out
        // again, the slowest interaction on the list (ADR 0086).
        <NativeSelect
          label="Per page"
          className={perPageStyle}
          options={perPageChoices(perPage)}
          value={String(perPage)}
          onChange={(value) => onPerPageChange(Number(value))}
        />
      ) : null}
    </nav>
  );
}
