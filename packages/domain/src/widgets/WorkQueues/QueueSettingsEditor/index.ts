export { QueueSettingsEditor } from './QueueSettingsEditor';
export type { QueueSettingsEditorProps } from './QueueSettingsEditor';
export { ServiceLevelFields } from './ServiceLevelFields';
export type { ServiceLevelFieldsProps } from './ServiceLevelFields';
