import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Stays in view above the page while it scrolls, under menus and dialogs. */
export const errorBanner = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  boxShadow: vars.shadow.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.raised,
});
