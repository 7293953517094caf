import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { dropdownSurface } from '../../theme/global.css';
import { listItem } from '../Select/Select.css';

export const popover = style({
  minWidth: vars.size.menu.min,
  maxWidth: vars.size.menu.max,
  ...dropdownSurface,
  overflow: 'auto',
});

export const menu = style({ padding: vars.space['050'], outline: 'none' });

/** Menu items look like list-box options, with more room on the sides. */
export const menuItem = style([listItem, { padding: `${vars.space['075']} ${vars.space['150']}` }]);

export const menuItemIcon = style({
  display: 'inline-flex',
  justifyContent: 'center',
  width: vars.size.icon,
  marginInlineEnd: vars.space['100'],
  flexShrink: 0,
});

export const sectionHeader = style({
  padding: `${vars.space['075']} ${vars.space['150']}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.muted,
  textTransform: 'uppercase',
});
