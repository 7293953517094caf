export { NewGroupDialog } from './NewGroupDialog';
export type { NewGroupDialogProps, NewGroupSubmission } from './NewGroupDialog';
