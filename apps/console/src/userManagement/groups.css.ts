import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** A date whose tooltip says who changed the group: reads as text, focusable for the tooltip. */
export const dateTrigger = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'default',
  textDecoration: `underline dotted ${vars.color.fg.subtle}`,
  textUnderlineOffset: vars.space['050'],
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.border,
    },
  },
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  maxWidth: vars.size.contentMax,
});

export const detailHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const nameField = style({ maxWidth: `calc(${vars.space['800']} * 8)` });

export const detailActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['100'],
});

export const groupLink = style({ overflowWrap: 'anywhere' });
