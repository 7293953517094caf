export { Pagination, perPageOptions, DEFAULT_PER_PAGE } from './Pagination';
export type { PaginationProps } from './Pagination';
export { pageWindow, pageCountOf } from './pageWindow';
export type { PageWindowInput } from './pageWindow';
