import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const frame = style({ display: 'grid', gap: vars.space['150'] });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['200'],
});

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
});

/** Keeps the figures' room while they load, so the widget does not jump when they arrive. */
export const pending = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: vars.size.dialog.sm,
});
