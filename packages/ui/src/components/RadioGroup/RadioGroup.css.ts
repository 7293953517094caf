import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/global.css';
import { choiceControlRoot } from '../Field/Field.css';

export const radioGroupOrientationNames = ['vertical', 'horizontal'] as const;

export const radioGroupItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['075'],
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space['200'],
    },
  },
});

export const radioRoot = style([choiceControlRoot]);

export const radioCircle = style({
  flexShrink: 0,
  width: vars.space['200'],
  height: vars.space['200'],
  marginTop: vars.space['025'],
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  transition: `border-width ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${radioRoot}[data-hovered] &`]: { borderColor: vars.color.fg.muted },
    [`${radioRoot}[data-selected] &`]: {
      borderColor: vars.color.bg.accent,
      borderWidth: vars.space['050'],
    },
    [`${radioRoot}[data-focus-visible] &`]: focusRing,
    [`${radioRoot}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${radioRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
});
