import type { HTMLAttributes, ReactNode } from 'react';
import { lineClampStyle, textClassName } from '../Text/Text';
import { fontSizeStyles, type fontSizeNames } from '../Text/Text.css';
import { heading } from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = (typeof fontSizeNames)[number];

/** The size a level gets unless told otherwise. */
export const headingSizeOfLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'xxl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'xs',
};

export interface HeadingProps extends Omit<
  HTMLAttributes<HTMLHeadingElement>,
  'className' | 'style'
> {
  /** The place in the page outline (h1–h6). */
  level: HeadingLevel;
  /** How big it looks, independent of the level; by default the level's own size. */
  size?: HeadingSize;
  /** Cuts the heading after this many lines with an ellipsis. */
  maxLines?: number;
  className?: string;
  children?: ReactNode;
}

/** A heading whose level follows the outline and whose size follows the design. */
export function Heading({ level, size, maxLines, className, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element
      {...props}
      style={lineClampStyle(maxLines)}
      className={[
        heading,
        textClassName({ weight: 'bold', maxLines }),
        fontSizeStyles[size ?? headingSizeOfLevel[level]],
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
