import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const checkboxGroupOrientationNames = ['vertical', 'horizontal'] as const;

export const checkboxGroupItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['075'],
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space['200'],
    },
  },
});

/** Items under a select-all header are indented so the hierarchy reads at a glance. */
export const checkboxGroupNestedItems = style({
  paddingLeft: vars.space['300'],
});

export const checkboxGroupHeader = style({
  fontWeight: vars.font.weight.medium,
});
