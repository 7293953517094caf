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

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['150'],
  marginBottom: vars.space['150'],
});

export const toolbarEnd = style({
  marginInlineStart: 'auto',
  display: 'flex',
  gap: vars.space['100'],
});

export const summary = style({ color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const lockButton = style({
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  padding: vars.space['050'],
  borderRadius: vars.radius.sm,
  color: vars.color.fg.critical,
  display: 'inline-flex',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
    },
  },
});

export const nameCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['075'],
});

export const filterTitle = style({
  margin: `0 0 ${vars.space['100']}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});
