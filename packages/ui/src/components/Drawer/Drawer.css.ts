import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.bg.backdrop,
});

/** Held at the reading start, as wide as the side navigation it usually holds. */
export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: `min(${vars.size.sidebar}, 100%)`,
  overflowY: 'auto',
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.default,
  boxShadow: vars.shadow.lg,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});

export const closeButton = style({
  alignSelf: 'flex-end',
  margin: vars.space['100'],
});
