export { NewUserDialog } from './NewUserDialog';
export type { NewUserDialogProps, NewUserGroup, NewUserSubmission } from './NewUserDialog';
