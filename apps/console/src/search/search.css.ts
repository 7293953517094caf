import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: '20rem',
  maxHeight: '28rem',
  overflow: 'auto',
  backgroundColor: vars.color.bg.raised,
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
  padding: vars.space['050'],
});

export const sectionHeader = style({
  padding: `${vars.space['075']} ${vars.space['100']}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.muted,
  textTransform: 'uppercase',
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['100'],
  padding: `${vars.space['075']} ${vars.space['100']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.bg.hover },
  },
});

export const optionId = style({ color: vars.color.fg.muted, fontVariantNumeric: 'tabular-nums' });

export const note = style({
  padding: `${vars.space['075']} ${vars.space['100']}`,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const historyPanel = style({ width: '22rem', padding: vars.space['100'] });

export const historyGroup = style({ margin: `${vars.space['100']} 0 ${vars.space['050']}` });

export const historyList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const historyLink = style({
  display: 'block',
  padding: `${vars.space['050']} ${vars.space['075']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.fg.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.bg.hover },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.border.focus}` },
  },
});

export const showAll = style({
  justifyContent: 'center',
  borderTop: `${vars.size.border} solid ${vars.color.border.default}`,
  color: vars.color.fg.link,
  fontWeight: vars.font.weight.medium,
});
