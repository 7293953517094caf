export { ExportFieldPicker } from './ExportFieldPicker';
export type { ExportFieldPickerProps } from './ExportFieldPicker';
