import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The form's fields in as many columns as fit, each at least a column wide. */
export const inlineEditorFields = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.columnMin}, 1fr))`,
  gap: vars.space['150'],
  alignItems: 'start',
});
