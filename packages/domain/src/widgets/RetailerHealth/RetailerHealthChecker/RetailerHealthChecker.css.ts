import { vars } from '@backoffice/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const line = style({
  paddingBlock: vars.space['075'],
  borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
});

const dotBase = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: vars.space['150'],
  blockSize: vars.space['150'],
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
});

/** The status dots; the text beside each tells the same, so colour is never alone. */
export const dot = styleVariants({
  red: [dotBase, { backgroundColor: vars.color.bg.critical }],
  orange: [dotBase, { backgroundColor: vars.color.bg.caution }],
  green: [dotBase, { backgroundColor: vars.color.bg.positive }],
  'no-data': [dotBase, { backgroundColor: vars.color.bg.neutralSubtle }],
});

export const code = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });
