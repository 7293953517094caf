import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** Settlement statuses read upper case (platform-shell.md section 9). */
export const statusLabel = style({ textTransform: 'uppercase', whiteSpace: 'nowrap' });

export const statuses = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space['050'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
