import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.sm,
  gap: vars.space['050'],
});

export const breadcrumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['050'],
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.fg.muted,
});

export const separator = style({ color: vars.color.fg.subtle });

export const current = style({ color: vars.color.fg.default, fontWeight: vars.font.weight.medium });
