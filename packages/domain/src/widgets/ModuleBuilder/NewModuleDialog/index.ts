export { NewModuleDialog } from './NewModuleDialog';
export type { NewModuleDialogProps } from './NewModuleDialog';
