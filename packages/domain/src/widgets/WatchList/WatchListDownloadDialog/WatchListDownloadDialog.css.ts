import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const working = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['150'],
  minHeight: vars.space['800'],
});

export const message = style({ margin: 0, overflowWrap: 'anywhere' });
