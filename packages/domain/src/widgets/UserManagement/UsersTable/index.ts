export { UsersTable, usersTableSortColumns, userRowActions } from './UsersTable';
export type {
  UsersTableProps,
  UsersTableUser,
  UsersTableSortColumn,
  UserRowAction,
} from './UsersTable';
