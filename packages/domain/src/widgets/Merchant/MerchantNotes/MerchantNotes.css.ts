import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
});

export const item = style({
  paddingBlock: vars.space['100'],
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border.default}`,
});

/** Notes are free text: line breaks stay and long unbroken words wrap. */
export const text = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
