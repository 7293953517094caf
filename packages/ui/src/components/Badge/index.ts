export { Badge } from './Badge';
export type { BadgeProps, Tone } from './Badge';
export { toneNames, badgeVariantNames, badgeRecipe } from './Badge.css';
