export * from './TemplateEditor';
export { templateExtensions, templatePlaceholder } from './extensions/templateExtensions';
export type { TemplateExtensionOptions } from './extensions/templateExtensions';
export {
  canConfirmImage,
  canConfirmTable,
  initialTemplateEditorDialogState,
  templateEditorDialogReducer,
} from './model/templateEditorDialogs';
export type {
  TemplateEditorDialog,
  TemplateEditorDialogAction,
  TemplateEditorDialogState,
} from './model/templateEditorDialogs';
