export { ChangeGroupDialog } from './ChangeGroupDialog';
export type { ChangeGroupDialogProps } from './ChangeGroupDialog';
