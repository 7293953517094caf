export { GroupEditor } from './GroupEditor';
export type { GroupEditorProps } from './GroupEditor';
