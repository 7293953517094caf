export { Text } from './Text';
export type { TextProps, TextElement } from './Text';
export { textSizeNames, textWeightNames, textToneNames } from './Text.css';
