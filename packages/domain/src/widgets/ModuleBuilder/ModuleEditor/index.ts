export { ModuleEditor } from './ModuleEditor';
export type { ModuleEditorProps } from './ModuleEditor';
