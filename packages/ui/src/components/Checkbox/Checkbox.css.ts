import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, forcedColorsSelected } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';
import { choiceControlRoot } from '../Field/Field.css';

export const checkboxRoot = style([choiceControlRoot, { position: 'relative' }]);

/**
 * react-aria renders the native input inside a visually hidden, clipped 1 × 1 wrapper, so a pointer
 * aimed at the checkbox lands on the drawn square instead (and automation that clicks the checkbox
 * finds it covered). The wrapper is laid exactly over the square instead, with the input filling it
 * transparently: the pointer reaches the real input, and the square beneath takes no pointer events.
 * !important because react-aria sets the hiding styles inline.
 */
globalStyle(`${checkboxRoot} > span:has(> input)`, {
  clip: 'auto !important',
  clipPath: 'none !important',
  top: 0,
  left: 0,
  width: `${vars.space['200']} !important`,
  height: `${vars.space['200']} !important`,
  margin: `${vars.space['025']} 0 0 !important`,
});

globalStyle(`${checkboxRoot} > span > input`, {
  display: 'block',
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  pointerEvents: 'none',
  width: vars.space['200'],
  height: vars.space['200'],
  marginTop: vars.space['025'],
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.onAccent,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${checkboxRoot}[data-hovered] &`]: { borderColor: vars.color.fg.muted },
    [`${checkboxRoot}[data-selected] &, ${checkboxRoot}[data-indeterminate] &`]: {
      backgroundColor: vars.color.bg.accent,
      borderColor: vars.color.bg.accent,
    },
    [`${checkboxRoot}[data-focus-visible] &`]: focusRing,
    [`${checkboxRoot}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${checkboxRoot}[data-invalid][data-selected] &, ${checkboxRoot}[data-invalid][data-indeterminate] &`]:
      {
        backgroundColor: vars.color.bg.critical,
        borderColor: vars.color.bg.critical,
      },
    [`${checkboxRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
  '@media': {
    [forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        [`${checkboxRoot}[data-selected] &, ${checkboxRoot}[data-indeterminate] &`]: {
          ...forcedColorsSelected,
          borderColor: 'Highlight',
        },
        [`${checkboxRoot}[data-disabled] &`]: { borderColor: 'GrayText', opacity: 1 },
      },
    },
  },
});

/** The check and dash are drawn smaller than an icon so they sit inside the box. */
export const checkboxMark = style({
  width: vars.space['150'],
  height: vars.space['150'],
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
