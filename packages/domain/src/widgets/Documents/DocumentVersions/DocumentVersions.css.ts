import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const versionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
});

export const versionEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['025'],
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const versionMeta = style({ color: vars.color.fg.muted, fontSize: vars.font.size.xs });

export const empty = style({ margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.sm });
