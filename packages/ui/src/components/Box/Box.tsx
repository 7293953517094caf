import type { HTMLAttributes, ReactNode } from 'react';
import type { Space } from '../Layout/Layout';
import { boxSprinkles } from './Box.css';

/** The elements a Box can be: pick the one that says what the content is. */
export type BoxElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'span'
  | 'ul'
  | 'ol'
  | 'li';

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  as?: BoxElement;
  /** Padding on every side; the more specific props below override it. */
  padding?: Space;
  paddingX?: Space;
  paddingY?: Space;
  paddingTop?: Space;
  paddingBottom?: Space;
  paddingLeft?: Space;
  paddingRight?: Space;
  /** A surface of the theme, or the subtle fill of a tone. */
  background?:
    | 'canvas'
    | 'surface'
    | 'sunken'
    | 'raised'
    | 'selected'
    | 'positiveSubtle'
    | 'cautionSubtle'
    | 'criticalSubtle'
    | 'infoSubtle'
    | 'neutralSubtle';
  /** A one-pixel border in a border colour of the theme. */
  border?: 'none' | 'default' | 'strong' | 'positive' | 'caution' | 'critical' | 'info';
  borderRadius?: 'none' | 'sm' | 'md' | 'lg' | 'full';
  shadow?: 'sm' | 'md' | 'lg';
  className?: string;
  children?: ReactNode;
}

/**
 * The box every layout starts from: padding, background, border, radius and shadow, each from
 * the theme, so that a widget needs no stylesheet of its own for them.
 */
export function Box({
  as: Element = 'div',
  padding,
  paddingX,
  paddingY,
  paddingTop,
  paddingBottom,
  paddingLeft,
  paddingRight,
  background,
  border,
  borderRadius,
  shadow,
  className,
  ...props
}: BoxProps) {
  const atoms = boxSprinkles({
    padding,
    paddingX,
    paddingY,
    paddingTop,
    paddingBottom,
    paddingLeft,
    paddingRight,
    backgroundColor: background,
    border,
    borderRadius,
    boxShadow: shadow,
  });
  return <Element {...props} className={[atoms, className].filter(Boolean).join(' ')} />;
}
