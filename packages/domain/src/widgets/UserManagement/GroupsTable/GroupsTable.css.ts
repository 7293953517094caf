import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** A date whose tooltip says who changed the group: reads as text, focusable for the tooltip. */
export const modifiedTrigger = style({
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

export const groupName = style({ overflowWrap: 'anywhere' });
