export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { badgeVariantNames, badgeRecipe } from './Badge.css';
