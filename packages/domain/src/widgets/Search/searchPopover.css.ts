import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** The popover of the top bar's search and Recently Viewed: as wide as its trigger, scrolling. */
export const searchPopover = style({
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

/** A group's heading inside it: a section of results, an age of visits. */
export const searchGroupHeading = style({
  padding: `${vars.space['075']} ${vars.space['100']}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.muted,
  textTransform: 'uppercase',
});
