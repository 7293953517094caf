import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['100'],
  padding: `${vars.space['400']} ${vars.space['200']}`,
  color: vars.color.fg.muted,
  overflowWrap: 'anywhere',
});

export const emptyStateIcon = style({ color: vars.color.fg.subtle, fontSize: vars.font.size.xxl });
export const emptyStateTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.default,
});
export const emptyStateDescription = style({
  fontSize: vars.font.size.sm,
  maxWidth: vars.size.measure,
});
export const emptyStateAction = style({ marginTop: vars.space['100'] });
