import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/global.css';

export const disclosure = style({
  borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
});

export const disclosureTrigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
  width: '100%',
  padding: `${vars.space['150']} ${vars.space['100']}`,
  border: 'none',
  background: 'none',
  color: vars.color.fg.default,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.hover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.fg.subtle, cursor: 'not-allowed' },
  },
});

export const compactTrigger = style({
  padding: `${vars.space['050']} ${vars.space['100']}`,
  fontSize: vars.font.size.sm,
});

export const chevron = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  // The trigger states whether it is open; the chevron under it turns to point down when it is.
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const disclosurePanel = style({ padding: `0 ${vars.space['100']} ${vars.space['150']}` });
