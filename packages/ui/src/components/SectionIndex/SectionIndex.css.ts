import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/global.css';

export const sectionIndex = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space['050']} ${vars.space['150']}`,
  fontSize: vars.font.size.sm,
});

export const sectionIndexLabel = style({ color: vars.color.fg.muted });

export const sectionIndexList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['050']} ${vars.space['150']}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const sectionIndexLink = style({
  color: vars.color.fg.link,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

/**
 * For the sections the index leads to: they take focus only to move the reading position, and
 * keep a little room above them when scrolled to the top.
 */
export const sectionIndexTarget = style({
  scrollMarginTop: vars.space['200'],
  selectors: { '&:focus': { outline: 'none' } },
});
