import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** The whole window, the card centred on the sunken canvas. */
export const backdrop = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['200'],
  backgroundColor: vars.color.bg.sunken,
});

// The card is drawn here rather than with Box and Stack: Box's sprinkles runtime alone would add
// about 2 KB to the sign-in screen, whose script is budgeted (docs/adr/0046).
export const card = style({
  width: '100%',
  maxWidth: '26rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  padding: vars.space['300'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.md,
  // Forced colours drop the shadow and the fill; a transparent outline (no room taken) then shows
  // in the system's text colour, so the card keeps its edge.
  outline: '1px solid transparent',
});

// A set height keeps the form below in its place while the logo loads (no layout shift).
export const logo = style({
  alignSelf: 'center',
  height: '2.5rem',
  width: 'auto',
  maxWidth: '9.375rem',
  objectFit: 'contain',
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** A secondary action or link at the start, the form's main action at the end. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

globalStyle(`${actions} > :only-child`, { marginInlineStart: 'auto' });
