import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const accountForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
});

export const accountFormSection = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const accountFormSectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
});

export const accountFormSectionTrigger = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: vars.space['100'],
  border: 'none',
  background: 'none',
  color: vars.color.fg.default,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.hover },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
    },
  },
});

export const accountFormPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
  padding: vars.space['100'],
  paddingBlockStart: 0,
});

export const accountFormError = style({
  padding: vars.space['100'],
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border.critical}`,
  backgroundColor: vars.color.bg.criticalSubtle,
  color: vars.color.fg.critical,
});

export const accountFormActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['100'],
});
