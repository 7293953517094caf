import { DEFAULT_PER_PAGE, type SortDescriptor } from '@backoffice/ui';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's page, page size and order kept in the URL so that a view can be shared:
 * `order` holds a column name, prefixed with "-" for descending.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const order = params.get('order') ?? '';
  const paging = {
    page: Number(params.get('page') ?? 1) || 1,
    perPage: Number(params.get('perPage') ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE,
    ...(order ? { 'order[]': [order] } : {}),
  };
  /** Sets or clears (null or '') parameters; a new filter starts again from page 1. */
  const update = (changes: Record<string, string | number | null>, resetPage = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const sortDescriptor: SortDescriptor | undefined = order
    ? {
        column: order.replace(/^-/, ''),
        direction: order.startsWith('-') ? 'descending' : 'ascending',
      }
    : undefined;
  return { params, paging, update, sortDescriptor };
}
