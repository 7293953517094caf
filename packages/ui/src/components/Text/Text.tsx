import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HTMLAttributes, ReactNode } from 'react';
import {
  fontSizeStyles,
  lineClamp,
  lineClampVar,
  singleLine,
  tabularNumbers,
  textAlignStyles,
  textBase,
  textFontStyles,
  textToneStyles,
  textWeightStyles,
  type textSizeNames,
  type textToneNames,
  type textWeightNames,
} from './Text.css';

/** The elements a Text can be. */
export type TextElement =
  'span' | 'p' | 'div' | 'strong' | 'em' | 'small' | 'code' | 'dt' | 'dd' | 'li' | 'figcaption';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  as?: TextElement;
  /** Font size from the theme; without it the text keeps the size around it. */
  size?: (typeof textSizeNames)[number];
  weight?: (typeof textWeightNames)[number];
  /** A Tone, or muted for secondary text; without it the text keeps the colour around it. */
  tone?: (typeof textToneNames)[number];
  font?: 'body' | 'mono';
  align?: 'start' | 'center' | 'end';
  /** Digits of equal width, so numbers line up in columns. */
  isTabular?: boolean;
  /** Cuts the text after this many lines with an ellipsis (the full text stays readable to assistive technology). */
  maxLines?: number;
  /**
   * How one line (`maxLines={1}`) is cut. `'unbroken'` (the default) keeps the text on a line as
   * wide as the text; `'wrapped'` lets it wrap and hides what follows the first line, so a narrow
   * container, such as a table column, can still narrow it. More lines than one always wrap.
   */
  truncation?: 'unbroken' | 'wrapped';
  className?: string;
  children?: ReactNode;
}

export function textClassName({
  size,
  weight,
  tone,
  font,
  align,
  isTabular,
  maxLines,
  truncation,
}: Pick<
  TextProps,
  'size' | 'weight' | 'tone' | 'font' | 'align' | 'isTabular' | 'maxLines' | 'truncation'
>) {
  const isWrapped = maxLines !== undefined && (maxLines > 1 || truncation === 'wrapped');
  return [
    textBase,
    size && fontSizeStyles[size],
    weight && textWeightStyles[weight],
    tone && textToneStyles[tone],
    font && textFontStyles[font],
    align && textAlignStyles[align],
    isTabular && tabularNumbers,
    maxLines === 1 && !isWrapped && singleLine,
    isWrapped && lineClamp,
  ]
    .filter(Boolean)
    .join(' ');
}

export function lineClampStyle(maxLines: number | undefined) {
  return maxLines !== undefined && maxLines > 1
    ? assignInlineVars({ [lineClampVar]: String(Math.floor(maxLines)) })
    : undefined;
}

/** Running text in the theme's type scale: size, weight, tone, font and truncation. */
export function Text({
  as: Element = 'span',
  size,
  weight,
  tone,
  font,
  align,
  isTabular,
  maxLines,
  truncation,
  className,
  ...props
}: TextProps) {
  return (
    <Element
      {...props}
      style={lineClampStyle(maxLines)}
      className={[
        textClassName({ size, weight, tone, font, align, isTabular, maxLines, truncation }),
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
