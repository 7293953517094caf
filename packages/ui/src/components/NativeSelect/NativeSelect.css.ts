import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/global.css';
import { fieldControl, fieldIcon } from '../Field/Field.css';

/** Holds the chevron over the select's right edge, where the browser's own arrow was. */
export const nativeSelectFrame = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const nativeSelect = style([
  fieldControl,
  {
    appearance: 'none',
    paddingRight: `calc(${vars.size.icon} + ${vars.space['150']})`,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.fg.muted },
      '&:focus-visible': focusRing,
    },
  },
]);

// The open list takes the select's colours in Chromium and Firefox; the options say so outright,
// so the dark theme's list is not drawn light.
globalStyle(`${nativeSelect} option`, {
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.default,
});

globalStyle(`${nativeSelectFrame} > ${fieldIcon}`, {
  position: 'absolute',
  right: vars.space['075'],
  pointerEvents: 'none',
  color: vars.color.fg.muted,
});
