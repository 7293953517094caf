/**
 * The style-only entry (`@backoffice/ui/theme`): what other packages' *.css.ts files import.
 * It pulls in no React, so vanilla-extract can evaluate those files without rendering code.
 */
export { vars } from './contract.css';
export {
  focusRing,
  forcedColorsFrame,
  forcedColorsMarked,
  forcedColorsSelected,
  visuallyHidden,
} from './global.css';
export { toneNames } from './tone';
export type { Tone } from './tone';
export { breakpoints, mediaUpTo, mediaAbove, containerUpTo, forcedColors } from './media';
export type { Breakpoint } from './media';
