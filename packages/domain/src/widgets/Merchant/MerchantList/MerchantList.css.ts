import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The quick view's flags and notes, one under another without bullets. */
export const quickViewList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowWrap: 'anywhere',
});

export const linkIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  verticalAlign: 'middle',
});
