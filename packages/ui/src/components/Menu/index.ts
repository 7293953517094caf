export { ActionMenu } from './Menu';
export type { ActionMenuProps, MenuAction, MenuActionSection } from './Menu';
