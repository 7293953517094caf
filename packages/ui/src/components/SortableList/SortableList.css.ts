import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';

export const sortableList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const sortableItem = style({
  position: 'relative',
  minWidth: 0,
  selectors: {
    '&[data-dragging]': { zIndex: vars.zIndex.dropdown, opacity: 0.7 },
  },
  '@media': {
    // Opacity does not show under forced colours: the lifted item gets an outline instead.
    [forcedColors]: {
      selectors: { '&[data-dragging]': { outline: `${vars.size.focusRing} dashed Highlight` } },
    },
  },
});

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space['075']}`,
  background: 'none',
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  color: vars.color.fg.muted,
  font: 'inherit',
  cursor: 'grab',
  // The pointer sensor needs the browser not to scroll while an item is dragged by touch.
  touchAction: 'none',
  selectors: {
    // A plain button (dnd-kit's activator), so no react-aria data attributes to read.
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': { cursor: 'grabbing', backgroundColor: vars.color.bg.selected },
  },
  '@media': {
    [forcedColors]: {
      borderColor: 'ButtonText',
      color: 'ButtonText',
      selectors: {
        '&:focus-visible': { outlineColor: 'Highlight' },
        '&[aria-pressed="true"]': {
          forcedColorAdjust: 'none',
          backgroundColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});
