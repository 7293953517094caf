export { GroupsTable, groupsTableSortColumns } from './GroupsTable';
export type { GroupsTableGroup, GroupsTableProps, GroupsTableSortColumn } from './GroupsTable';
