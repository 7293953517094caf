export { DeleteUsersDialog } from './DeleteUsersDialog';
export type { DeleteUsersDialogProps } from './DeleteUsersDialog';
