export { DeleteGroupDialog } from './DeleteGroupDialog';
export type { DeleteGroupDialogProps, DeleteGroupWork } from './DeleteGroupDialog';
