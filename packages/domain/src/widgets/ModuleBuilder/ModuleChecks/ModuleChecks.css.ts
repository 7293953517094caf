import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const findingList = style({
  margin: 0,
  paddingLeft: vars.space['200'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  color: vars.color.fg.default,
  fontSize: vars.font.size.sm,
});
