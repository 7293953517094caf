import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
  minWidth: 0,
});

/** Controls that have no place on paper. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** A date and time reads as one piece. */
export const noWrap = style({ whiteSpace: 'nowrap' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const flagged = style({ color: vars.color.fg.critical, display: 'inline-flex' });
export const notFlagged = style({ color: vars.color.fg.subtle, display: 'inline-flex' });

export const quickView = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space['300'],
  alignItems: 'start',
});

export const historyList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const historyItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['100'],
});

export const historyTime = style({ color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const quickViewActions = style({ gridColumn: '1 / -1' });
