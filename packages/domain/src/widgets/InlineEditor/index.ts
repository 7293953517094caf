export { DISCARD_CHANGES_MESSAGE, InlineEditor } from './InlineEditor';
export type { InlineEditorField, InlineEditorProps, InlineEditorValues } from './InlineEditor';
export { fromEditorValues, toEditorValues } from './inlineEditorValues';
