import { useCallback, useEffect, useState } from 'react';

/** A printed list holds at most this many rows; it says how many of how many it shows. */
export const REPORT_PRINT_LIMIT = 1000;

/** What a report prints: the first rows of its view over all pages, and what it states. */
export interface ReportPrintout<Row> {
  rows: readonly Row[];
  /** Rows matching the view; a lower bound when isTotalCapped. */
  total: number;
  isTotalCapped: boolean;
  /** The applied filters in words (reportFilterSummary). */
  filters: readonly string[];
  printedAt: Date;
}

/** The first rows of a view up to a limit, with the view's total, as the page loads them. */
export type ReportPrintRows<Row> = Pick<ReportPrintout<Row>, 'rows' | 'total' | 'isTotalCapped'>;

/**
 * Print for a report: gathers the view's rows up to REPORT_PRINT_LIMIT, renders them into the
 * printout (ReportTable's `printout`) and opens the browser's print once they are on the page.
 */
export function useReportPrint<Row>(
  loadRows: (limit: number) => Promise<ReportPrintRows<Row>>,
  filters: readonly string[],
) {
  const [printout, setPrintout] = useState<ReportPrintout<Row> | null>(null);
  const [isPreparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (printout) window.print();
  }, [printout]);

  const print = useCallback(async () => {
    setPreparing(true);
    setError(null);
    try {
      const loaded = await loadRows(REPORT_PRINT_LIMIT);
      setPrintout({ ...loaded, filters, printedAt: new Date() });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPreparing(false);
    }
  }, [loadRows, filters]);

  return { print, printout, isPreparing, error };
}
