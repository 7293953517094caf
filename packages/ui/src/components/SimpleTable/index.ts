export { SimpleTable } from './SimpleTable';
export type { SimpleTableProps, SimpleTableColumn, SimpleTableFooter } from './SimpleTable';
