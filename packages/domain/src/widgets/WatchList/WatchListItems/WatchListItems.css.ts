import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const watchListItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
  minWidth: 0,
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

/** Addresses and email addresses break anywhere rather than stretch the table. */
export const longText = style({ overflowWrap: 'anywhere', minWidth: vars.space['800'] });
