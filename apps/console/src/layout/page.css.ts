import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** A page of the watch list and settlement areas: its title, then its parts one under another. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  minWidth: 0,
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const pageStatus = style({ margin: 0 });
