export { Link } from './Link';
export type { LinkProps } from './Link';
export { linkVariantNames } from './Link.css';
