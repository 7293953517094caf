import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, forcedColorsSelected } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';
import { choiceControlRoot } from '../Field/Field.css';

export const switchRoot = style([choiceControlRoot]);

export const switchTrack = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: vars.space['400'],
  height: vars.space['250'],
  marginTop: vars.space['025'],
  padding: vars.space['025'],
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.sunken,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.bg.accent,
      borderColor: vars.color.bg.accent,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
  '@media': {
    [forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        [`${switchRoot}[data-selected] &`]: { ...forcedColorsSelected, borderColor: 'Highlight' },
        [`${switchRoot}[data-disabled] &`]: { borderColor: 'GrayText', opacity: 1 },
      },
    },
  },
});

export const switchThumb = style({
  width: vars.space['200'],
  height: vars.space['200'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.fg.muted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.fg.onAccent,
      transform: `translateX(calc(${vars.space['400']} - ${vars.space['200']} - ${vars.space['050']} - ${vars.size.border} * 2))`,
    },
  },
  '@media': {
    // The thumb is drawn by its fill alone, which forced colours would turn into the background.
    [forcedColors]: {
      backgroundColor: 'ButtonText',
      selectors: {
        [`${switchRoot}[data-selected] &`]: { backgroundColor: 'HighlightText' },
        [`${switchRoot}[data-disabled] &`]: { backgroundColor: 'GrayText' },
      },
    },
  },
});
