import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const detailList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
});

export const detailRecipients = style({ alignItems: 'flex-start' });

export const detailErrors = style({ color: vars.color.fg.critical, overflowWrap: 'anywhere' });
