export { PolicyEditorLayout } from './PolicyEditorLayout';
export type { PolicyEditorLayoutProps } from './PolicyEditorLayout';
