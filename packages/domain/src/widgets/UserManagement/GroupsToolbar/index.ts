export { GroupsToolbar } from './GroupsToolbar';
export type { GroupsToolbarProps } from './GroupsToolbar';
