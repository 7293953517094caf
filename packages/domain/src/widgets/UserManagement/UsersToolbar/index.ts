export { UsersToolbar, LIKE_SEARCH_DELAY_MS } from './UsersToolbar';
export type { UsersToolbarProps } from './UsersToolbar';
