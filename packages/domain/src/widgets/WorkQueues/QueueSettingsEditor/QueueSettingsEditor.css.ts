import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const settingsForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space['200'],
});
