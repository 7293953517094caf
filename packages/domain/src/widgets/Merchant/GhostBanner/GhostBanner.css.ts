import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** Always in view: every action in this window is taken as the merchant user. */
export const ghostBanner = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  paddingBlock: vars.space['100'],
  paddingInline: vars.space['200'],
  textAlign: 'center',
  backgroundColor: vars.color.bg.cautionSubtle,
  color: vars.color.fg.caution,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border.caution}`,
});
