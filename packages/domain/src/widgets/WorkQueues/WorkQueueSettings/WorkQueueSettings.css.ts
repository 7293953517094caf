import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** The new queue's fields: lender and status, then the two hours, wrapping in a narrow dialog. */
export const newQueueForm = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.columnMin}, 1fr))`,
  gap: vars.space['200'],
});
