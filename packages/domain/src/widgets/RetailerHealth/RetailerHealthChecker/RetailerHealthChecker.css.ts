import { vars } from '@backoffice/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const line = style({
  paddingBlock: vars.space['075'],
  borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
});

const dotBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.space['200'],
  blockSize: vars.space['200'],
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/**
 * The status dots. Each carries its own symbol, so the dots differ where colours do not: under
 * forced colours (every fill becomes the page's background) and for readers who cannot tell red
 * from green.
 */
export const dot = styleVariants({
  red: [dotBase, { backgroundColor: vars.color.bg.critical, color: vars.color.fg.onStrong }],
  orange: [dotBase, { backgroundColor: vars.color.bg.caution, color: vars.color.fg.onStrong }],
  green: [dotBase, { backgroundColor: vars.color.bg.positive, color: vars.color.fg.onStrong }],
  'no-data': [
    dotBase,
    { backgroundColor: vars.color.bg.neutralSubtle, color: vars.color.fg.default },
  ],
});

export const code = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });
