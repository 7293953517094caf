import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';
import { searchGroupHeading } from '../searchPopover.css';

/** An age group's heading: Today, Yesterday, Last Week, Earlier. */
export const groupHeading = style([
  searchGroupHeading,
  { margin: `${vars.space['100']} 0 ${vars.space['050']}` },
]);

export const optionId = style({ color: vars.color.fg.muted, fontVariantNumeric: 'tabular-nums' });

export const note = style({
  padding: `${vars.space['075']} ${vars.space['100']}`,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

/** Fills the dropdown; a width of its own wider than the dropdown was cut off at its end. */
export const historyPanel = style({ padding: vars.space['100'] });

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
