export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupProps, CheckboxGroupItem } from './CheckboxGroup';
export { checkboxGroupOrientationNames } from './CheckboxGroup.css';
