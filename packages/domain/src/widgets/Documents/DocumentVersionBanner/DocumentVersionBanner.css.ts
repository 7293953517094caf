import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['150'],
  padding: `${vars.space['100']} ${vars.space['150']}`,
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surface,
  minWidth: 0,
});

export const bannerTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const bannerDetail = style({
  margin: 0,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});
