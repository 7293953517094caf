import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const progressBar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['050'],
  alignItems: 'baseline',
  minWidth: 0,
});

export const progressLabel = style({
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
  overflowWrap: 'anywhere',
});

export const progressValue = style({
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const progressTrack = style({
  gridColumn: '1 / -1',
  height: vars.space['100'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.sunken,
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  overflow: 'hidden',
});

/** How far the bar is filled, set on each bar. */
export const progressWidth = createVar();

export const progressFill = style({
  width: progressWidth,
  height: '100%',
  backgroundColor: vars.color.bg.accent,
  // Forced colours drop background colours; the fill keeps showing as the highlight colour.
  '@media': { '(forced-colors: active)': { backgroundColor: 'Highlight' } },
});
