export { PolicyEditorActions } from './PolicyEditorActions';
export type { PolicyEditorActionsProps } from './PolicyEditorActions';
