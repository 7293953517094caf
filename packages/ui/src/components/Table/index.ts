export { Table } from './Table';
export type { TableProps, TableColumn, SortDescriptor, Selection } from './Table';
