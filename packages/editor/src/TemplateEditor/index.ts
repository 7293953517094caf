export { TemplateEditor } from './TemplateEditor';
export type { TemplateEditorHandle, TemplateEditorProps } from './TemplateEditor';
