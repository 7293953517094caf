/** The layout both CSV import dialogs share (watch list, rate card): the form, its messages and the file's problems. */
import { focusRing, vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  minWidth: 0,
});

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space['250'],
  maxHeight: `calc(${vars.space['800']} * 4)`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const problem = style({ overflowWrap: 'anywhere' });

export const problemDetail = style({ color: vars.color.fg.muted });
