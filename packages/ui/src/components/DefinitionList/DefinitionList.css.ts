import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const definitionList = style({ margin: 0, minWidth: 0 });

export const definitionLayouts = styleVariants({
  /** Pairs flow in responsive columns, each term above its value. */
  grid: {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.tileMin}, 1fr))`,
    gap: `${vars.space['100']} ${vars.space['200']}`,
  },
  /** One pair per row: the terms in a column of their own beside the values. */
  rows: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: `${vars.space['050']} ${vars.space['150']}`,
    fontSize: vars.font.size.sm,
  },
});

export const definitionPair = styleVariants({
  grid: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  // The pair's wrapper steps aside so term and value sit in the list's own two columns.
  rows: { display: 'contents' },
});

export const definitionTerm = styleVariants({
  grid: {
    color: vars.color.fg.muted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
  },
  rows: { color: vars.color.fg.muted },
});

export const definitionValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.sm,
});
