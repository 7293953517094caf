import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const settlementReport = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
  minWidth: 0,
});

export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space['100'] });

export const actions = style({ display: 'inline-flex', gap: vars.space['050'] });

export const fileBlocks = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.space['800']} * 5)), 1fr))`,
  gap: vars.space['200'],
  padding: vars.space['100'],
});

export const fileBlock = style({
  padding: vars.space['150'],
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surface,
  minWidth: 0,
});

export const fileBlockTitle = style({
  margin: 0,
  marginBlockEnd: vars.space['100'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
