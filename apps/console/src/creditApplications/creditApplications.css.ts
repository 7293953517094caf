import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  minWidth: 0,
});

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

export const quickViewSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  minWidth: 0,
});

export const quickViewHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const summaryList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space['200'],
  rowGap: vars.space['050'],
  margin: 0,
});

export const summaryRow = style({ display: 'contents' });
export const summaryTerm = style({ color: vars.color.fg.muted });
export const summaryValue = style({ margin: 0, overflowWrap: 'anywhere' });

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
