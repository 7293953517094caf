import {
  creditApplicationReportDefaults,
  cursorIn,
  pagesByCursor,
  readReportQuery,
  withFilters,
  writeReportQuery,
  type ReportFilterValues,
  type ReportQuery,
} from '@backoffice/domain/model';
import { rememberedPerPage, rememberPerPage } from '@backoffice/domain/widgets';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const PER_PAGE_STORAGE_KEY = 'backoffice.report.credit-applications.perPage';

/**
 * The Credit Applications report's view (filters, sort, page size and page) kept in the URL, so
 * that a view can be shared and survives a reload; the page size is also remembered.
 */
export function useCreditApplicationView() {
  const [params, setParams] = useSearchParams();
  // The default range is a month either side of the day the page opened.
  const [defaults] = useState(() => creditApplicationReportDefaults(new Date()));
  const view = readReportQuery(params, defaults, rememberedPerPage(PER_PAGE_STORAGE_KEY));
  // Next and Previous keep their cursor in the URL beside the page number, so a reload shows
  // the same rows; any other change of view writes the URL afresh and drops it.
  const cursor = { after: params.get('after'), before: params.get('before') };

  const show = useCallback(
    (next: ReportQuery) => setParams(writeReportQuery(next, defaults), { replace: true }),
    [defaults, setParams],
  );
  const changeFilters = useCallback(
    (changes: ReportFilterValues) =>
      setParams(
        (current) =>
          writeReportQuery(
            withFilters(readReportQuery(current, defaults, view.perPage), changes),
            defaults,
          ),
        { replace: true },
      ),
    [defaults, setParams, view.perPage],
  );
  const showPage = (page: number, name: 'after' | 'before', link?: { href: string }) => {
    const value = cursorIn(link, name);
    if (!pagesByCursor(view) || !value || page === 1) return show({ ...view, page });
    const query = new URLSearchParams([...writeReportQuery({ ...view, page }, defaults)]);
    query.append(name, value);
    setParams(query, { replace: true });
  };
  const changePerPage = (perPage: number) => {
    rememberPerPage(PER_PAGE_STORAGE_KEY, perPage);
    show({ ...view, perPage, page: 1 });
  };

  return {
    view,
    defaults,
    cursor,
    /** A view is its filters, order and page size; it opens on the first page. */
    viewQuery: writeReportQuery({ ...view, page: 1 }, defaults).toString(),
    show,
    changeFilters,
    showPage,
    changePerPage,
    applyQuery: setParams,
  };
}
