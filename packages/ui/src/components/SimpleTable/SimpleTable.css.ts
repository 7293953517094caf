import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { forcedColorsMarked } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';

export const tableScroller = style({ overflowX: 'auto', minWidth: 0 });

export const simpleTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const headerCell = style({
  textAlign: 'start',
  padding: vars.space['075'],
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border.strong}`,
  color: vars.color.fg.muted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const cell = style({
  textAlign: 'start',
  fontWeight: 'inherit',
  padding: vars.space['075'],
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border.default}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

/** Amounts and counts: end-aligned, digits of equal width, never wrapped. */
export const numeric = style({
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const footerRow = style({ fontWeight: vars.font.weight.bold });

export const emphasisedRow = style({
  backgroundColor: vars.color.bg.selected,
  fontWeight: vars.font.weight.bold,
  '@media': {
    // The tint is lost under forced colours: mark the row with the system's highlight instead.
    [forcedColors]: forcedColorsMarked,
  },
});
