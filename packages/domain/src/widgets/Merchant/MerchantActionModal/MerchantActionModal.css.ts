import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The confirmation sentence: long merchant names wrap instead of widening the dialog. */
export const text = style({
  margin: 0,
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.normal,
});
