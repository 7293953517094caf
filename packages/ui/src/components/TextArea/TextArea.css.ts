import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textAreaInput = style({
  minHeight: `calc(${vars.size.controlMd} * 2)`,
  padding: `${vars.space['075']} ${vars.space['100']}`,
  resize: 'vertical',
  overflowWrap: 'anywhere',
});

/** For text read by its columns: JSON, code, fixed-width records. */
export const textAreaMono = style({ fontFamily: vars.font.family.mono });

export const textAreaFooter = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

export const textAreaMessages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  minWidth: 0,
});

export const textAreaCounter = style({
  marginLeft: 'auto',
  flexShrink: 0,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.fg.muted,
  selectors: {
    '&[data-at-limit]': { color: vars.color.fg.critical, fontWeight: vars.font.weight.medium },
  },
});
