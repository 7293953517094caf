import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const tabs = style({
  display: 'flex',
  gap: vars.space['100'],
  borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
  marginBottom: vars.space['200'],
});

export const tab = style({
  padding: `${vars.space['100']} ${vars.space['150']}`,
  color: vars.color.fg.muted,
  textDecoration: 'none',
  borderBottom: `2px solid transparent`,
  marginBottom: `calc(-1 * ${vars.size.border})`,
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.fg.accent,
      borderBottomColor: vars.color.border.focus,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.border,
    },
  },
});
