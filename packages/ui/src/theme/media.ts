import { breakpoints } from './tokens';

export { breakpoints };
export type Breakpoint = keyof typeof breakpoints;
export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/**
 * `@media` queries for *.css.ts files: `{ '@media': { [mediaUpTo('tablet')]: { … } } }`.
 * `mediaUpTo` includes the breakpoint itself ("stacks at 768 px"), `mediaAbove` starts just after
 * it, so the two never overlap.
 */
export const mediaUpTo = (name: Breakpoint) => `screen and (width <= ${breakpoints[name]}px)`;
export const mediaAbove = (name: Breakpoint) => `screen and (width > ${breakpoints[name]}px)`;

/** The same widths for `@container` queries on a named container. */
export const containerUpTo = (container: string, name: Breakpoint) =>
  `${container} (width <= ${breakpoints[name]}px)`;

/** Windows High Contrast and other forced-colour modes: system colours replace the theme's. */
export const forcedColors = '(forced-colors: active)';
