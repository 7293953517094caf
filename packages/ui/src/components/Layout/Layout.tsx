import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { vars } from '../../theme/contract.css';
import {
  alignStyles,
  columns as columnsStyle,
  gapStyles,
  grid as gridStyle,
  gridItem,
  inline as inlineStyle,
  justifyStyles,
  stack as stackStyle,
  wrap as wrapStyle,
} from './Layout.css';

export type Space = keyof typeof vars.space;

interface LayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  gap?: Space;
  className?: string;
  children?: ReactNode;
}

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

export interface StackProps extends LayoutProps {
  align?: keyof typeof alignStyles;
}

/** Children one under another, `gap` apart. */
export function Stack({ gap = '200', align = 'stretch', className, ...props }: StackProps) {
  return (
    <div {...props} className={join(stackStyle, gapStyles[gap], alignStyles[align], className)} />
  );
}

export interface InlineProps extends LayoutProps {
  align?: keyof typeof alignStyles;
  justify?: keyof typeof justifyStyles;
  /** Lets children flow onto the next line when the row is full (on by default). */
  isWrapping?: boolean;
}

/** Children side by side, `gap` apart. */
export function Inline({
  gap = '100',
  align = 'center',
  justify = 'start',
  isWrapping = true,
  className,
  ...props
}: InlineProps) {
  return (
    <div
      {...props}
      className={join(
        inlineStyle,
        gapStyles[gap],
        alignStyles[align],
        justifyStyles[justify],
        isWrapping && wrapStyle,
        className,
      )}
    />
  );
}

export interface ColumnsProps extends LayoutProps {
  /** How many equal columns share the row. */
  count: number;
  /** Narrower than this, columns fall under one another (a CSS length). */
  minColumnWidth?: string;
}

export function Columns({
  count,
  minColumnWidth = vars.size.columnMin,
  gap = '200',
  className,
  ...props
}: ColumnsProps) {
  const style = {
    '--columns-count': String(count),
    '--columns-min': minColumnWidth,
    '--columns-gap': vars.space[gap],
  } as CSSProperties;
  return <div {...props} style={style} className={join(columnsStyle, gapStyles[gap], className)} />;
}

/** A 12-column grid; place children in GridItem with a span. */
export function Grid({ gap = '200', className, ...props }: LayoutProps) {
  return <div {...props} className={join(gridStyle, gapStyles[gap], className)} />;
}

export interface GridItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  /** Columns of 12 this item takes. */
  span?: number;
  className?: string;
}

export function GridItem({ span = 12, className, ...props }: GridItemProps) {
  return (
    <div
      {...props}
      style={{ '--grid-span': String(Math.min(12, Math.max(1, span))) } as CSSProperties}
      className={join(gridItem, className)}
    />
  );
}
