import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['100'],
});

/** Irreversible actions, set apart below a rule from the ones that can be undone. */
export const dangerZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['100'],
  marginBlockStart: vars.space['100'],
  paddingBlockStart: vars.space['200'],
  borderBlockStart: `${vars.size.border} solid ${vars.color.border.default}`,
});
