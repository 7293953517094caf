import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, type HeadingLevel, type HeadingSize } from '../Heading/Heading';
import { gapStyles } from '../Layout/Layout.css';
import type { Space } from '../Layout/Layout';
import {
  section,
  sectionActions,
  sectionDescription,
  sectionHeader,
  sectionTitle,
  sectionVariants,
} from './Section.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'title'> {
  /**
   * The heading; it names the section (a region) unless `aria-label` gives another name (where the
   * heading repeats the page's own, as a report's filters titled like its page do).
   */
  title?: ReactNode;
  /** The heading's place in the page outline (3 by default: most sections sit in a page's h2). */
  headingLevel?: Exclude<HeadingLevel, 1>;
  /** How big the heading looks (md by default), whatever its level. */
  headingSize?: HeadingSize;
  /** A line under the heading. */
  description?: ReactNode;
  /** Buttons or menus at the end of the heading's row. */
  actions?: ReactNode;
  /** plain: heading over content; panel: the same inside a bordered card. */
  variant?: 'plain' | 'panel';
  /** Space between the header and each child (150 by default). */
  gap?: Space;
  className?: string;
  children?: ReactNode;
}

/**
 * A titled part of a page or a widget: a heading (with actions beside it), then its children
 * one under another. `variant="panel"` frames it as a card. For a card with a header bar and a
 * footer, use Card.
 */
export function Section({
  title,
  headingLevel = 3,
  headingSize = 'md',
  description,
  actions,
  variant = 'plain',
  gap = '150',
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <section
      aria-labelledby={title !== undefined && !props['aria-label'] ? headingId : undefined}
      {...props}
      className={[section, sectionVariants[variant], gapStyles[gap], className]
        .filter(Boolean)
        .join(' ')}
    >
      {hasHeader ? (
        <div className={sectionHeader}>
          {title !== undefined ? (
            <Heading
              id={headingId}
              level={headingLevel}
              size={headingSize}
              className={sectionTitle}
            >
              {title}
            </Heading>
          ) : null}
          {actions !== undefined ? <div className={sectionActions}>{actions}</div> : null}
        </div>
      ) : null}
      {description !== undefined ? <p className={sectionDescription}>{description}</p> : null}
      {children}
    </section>
  );
}
