import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  minWidth: '180px',
  maxWidth: '320px',
  backgroundColor: vars.color.bg.raised,
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
  overflow: 'auto',
});

export const menu = style({ padding: vars.space['050'], outline: 'none' });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  padding: `${vars.space['075']} ${vars.space['150']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.bg.hover },
    '&[data-disabled]': { color: vars.color.fg.subtle, cursor: 'not-allowed' },
  },
});

export const sectionHeader = style({
  padding: `${vars.space['075']} ${vars.space['150']}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.muted,
  textTransform: 'uppercase',
});
