export { Table } from './Table';
export type { TableProps, TableColumn, SortDescriptor, Selection } from './Table';
export { VirtualTable } from './VirtualTable';
export type { VirtualTableProps } from './VirtualTable';
