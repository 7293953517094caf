import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneNames } from '../../theme/tone';

export const textBase = style({ margin: 0, overflowWrap: 'anywhere' });

export const fontSizeNames = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export const textSizeNames = ['xs', 'sm', 'md', 'lg'] as const;
export const textWeightNames = ['regular', 'medium', 'bold'] as const;
export const textToneNames = [...toneNames, 'muted'] as const;

export const fontSizeStyles = styleVariants(vars.font.size, (fontSize) => ({ fontSize }));
export const textWeightStyles = styleVariants(vars.font.weight, (fontWeight) => ({ fontWeight }));
export const textToneStyles = styleVariants(
  Object.fromEntries(
    textToneNames.map((tone) => [
      tone,
      tone === 'muted' ? vars.color.fg.muted : vars.color.fg[tone],
    ]),
  ) as Record<(typeof textToneNames)[number], string>,
  (color) => ({ color }),
);
export const textFontStyles = styleVariants(vars.font.family, (fontFamily) => ({ fontFamily }));
export const textAlignStyles = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});
export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });

/** One line, cut with an ellipsis. */
export const singleLine = style({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const lineClampVar = createVar();

/** Wrapped text whose last shown line is cut with an ellipsis (one line unless set); printed whole. */
export const lineClamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: fallbackVar(lineClampVar, '1'),
  overflow: 'hidden',
  '@media': { print: { display: 'block', WebkitLineClamp: 'unset' } },
});
