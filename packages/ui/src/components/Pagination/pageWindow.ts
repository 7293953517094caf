export interface PageWindowInput {
  page: number;
  pageCount: number;
  /** How many page numbers to show at most; the specification uses 5. */
  size?: number;
}

/** The page numbers to offer, centred on the current page and kept within 1..pageCount. */
export function pageWindow({ page, pageCount, size = 5 }: PageWindowInput): number[] {
  if (pageCount <= 0) return [];
  const width = Math.min(size, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.min(Math.max(current - Math.floor(width / 2), 1), pageCount - width + 1);
  return Array.from({ length: width }, (_, index) => start + index);
}

export function pageCountOf(total: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(total / perPage) : 0;
}
