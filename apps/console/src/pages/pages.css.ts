import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** The centred card of the signed-out screens. */
export const guestScreen = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['200'],
  backgroundColor: vars.color.bg.sunken,
});

export const guestCard = style({
  width: '100%',
  maxWidth: '26rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  padding: vars.space['300'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.md,
});

export const guestLogo = style({
  alignSelf: 'center',
  maxWidth: '9.375rem',
  maxHeight: '4rem',
});

export const heading = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

export const link = style({
  color: vars.color.fg.link,
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.border,
    },
  },
});

export const pageHeading = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
