import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const passwordStrengthNames = ['Weak', 'Medium', 'Strong'] as const;

export const passwordFieldGroup = style({
  paddingRight: vars.space['050'],
  gap: vars.space['050'],
});

export const passwordMeter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['025'],
});

export const passwordMeterHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['100'],
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
});

export const passwordMeterValue = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
});

export const passwordMeterTrack = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space['050'],
});

export const passwordMeterSegment = style({
  height: vars.space['050'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.sunken,
  border: `${vars.size.border} solid ${vars.color.border.default}`,
});

/** Fill colours of the segments for each strength: critical, caution, positive. */
export const passwordMeterFill = styleVariants({
  Weak: { backgroundColor: vars.color.bg.critical, borderColor: vars.color.border.critical },
  Medium: { backgroundColor: vars.color.bg.caution, borderColor: vars.color.border.caution },
  Strong: { backgroundColor: vars.color.bg.positive, borderColor: vars.color.border.positive },
});
