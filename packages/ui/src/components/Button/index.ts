export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonRecipe, buttonVariantNames, buttonToneNames, buttonSizeNames } from './Button.css';
