export { Box } from './Box';
export type { BoxProps, BoxElement } from './Box';
