export { InsightPolicyPicker } from './InsightPolicyPicker';
export type { InsightPolicyPickerProps } from './InsightPolicyPicker';
