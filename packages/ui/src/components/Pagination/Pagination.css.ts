import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['150'],
});

export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['050'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const summary = style({
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const perPage = style({ width: vars.size.fieldXs });
