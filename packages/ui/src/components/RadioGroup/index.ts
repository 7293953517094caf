export { RadioGroup, Radio } from './RadioGroup';
export type { RadioGroupProps, RadioProps } from './RadioGroup';
export { radioGroupOrientationNames } from './RadioGroup.css';
