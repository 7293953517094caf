import { focusRing, mediaUpTo, vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const statusBadge = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['050'],
});

/** The badge is the tooltip's trigger: it takes focus so the meaning is reachable by keyboard. */
export const meaningTrigger = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'help',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const reason = style({
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const oneLineStatusBadge = style({ flexWrap: 'nowrap' });

/** The one-line reason stops short of crowding the list's other columns; printed, it takes its room. */
export const oneLineReason = style({
  maxWidth: '18ch',
  '@media': { print: { maxWidth: 'none' } },
});

/**
 * On a phone a list's status label may break at its hyphen (ACTION-CUSTOMER, the widest), so that
 * the list's columns, View among them, still fit the screen; only there, not inside a word as the
 * table's cells allow. The class is doubled to outweigh the badge's own one-line rule wherever the
 * two stylesheets land in the page.
 */
export const phoneWrappingLabel = style({
  '@media': {
    [mediaUpTo('mobile')]: {
      selectors: { '&&': { whiteSpace: 'normal', overflowWrap: 'normal' } },
    },
  },
});
