export { Select } from './Select';
export type { SelectProps } from './Select';
export { SelectItem } from './SelectItem';
export type { SelectItemProps } from './SelectItem';
