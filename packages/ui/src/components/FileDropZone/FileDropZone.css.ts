import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/global.css';

export const root = style({ display: 'grid', gap: vars.space['100'], minWidth: 0 });

export const zone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['100'],
  padding: vars.space['300'],
  border: `${vars.size.border} dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.muted,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': {
      backgroundColor: vars.color.bg.selected,
      borderColor: vars.color.border.focus,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const error = style({
  color: vars.color.fg.critical,
  fontSize: vars.font.size.sm,
  margin: 0,
});

export const fileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['050'],
});

export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
  minWidth: 0,
});

export const fileName = style({ overflowWrap: 'anywhere', minWidth: 0 });
