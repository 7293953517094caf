import { mediaUpTo, vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const exportFieldPicker = style({ minWidth: 0 });

// Fifteen fields read faster in two columns than in one long list.
globalStyle(`${exportFieldPicker} [data-orientation="vertical"]`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['075'],
  '@media': { [mediaUpTo('mobile')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
