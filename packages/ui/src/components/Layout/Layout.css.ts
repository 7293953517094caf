import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const spaceNames = Object.keys(vars.space) as (keyof typeof vars.space)[];

export const gapStyles = styleVariants(vars.space, (gap) => ({ gap }));

export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const inline = style({ display: 'flex', flexDirection: 'row', minWidth: 0 });
export const wrap = style({ flexWrap: 'wrap' });

export const alignStyles = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justifyStyles = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

/**
 * Columns share the row equally and fall under one another when a column would be narrower
 * than `minColumnWidth` (a CSS length, set as a custom property).
 */
export const columns = style({
  display: 'grid',
  minWidth: 0,
  gridTemplateColumns:
    'repeat(auto-fit, minmax(min(100%, max(var(--columns-min, 0px), calc((100% - (var(--columns-count) - 1) * var(--columns-gap, 0px)) / var(--columns-count)))), 1fr))',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  minWidth: 0,
});

export const gridItem = style({
  gridColumn: 'span var(--grid-span, 12) / span var(--grid-span, 12)',
  minWidth: 0,
});
