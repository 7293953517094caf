export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonRecipe, buttonVariantNames, buttonSizeNames } from './Button.css';
