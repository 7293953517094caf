import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const settlementHistory = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
  minWidth: 0,
});

export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space['100'] });

export const errors = style({
  margin: 0,
  paddingInlineStart: vars.space['200'],
  color: vars.color.fg.critical,
  overflowWrap: 'anywhere',
});

export const detail = style({ padding: vars.space['150'] });

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
