import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { card, cardActions, cardBody, cardFooter, cardHeader, cardTitle } from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'title'> {
  /** Shown in the header and naming the card's region. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or menus at the end of the header. */
  actions?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A bordered panel: header (title and actions), body, optional footer. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      {...props}
      className={[card, className].filter(Boolean).join(' ')}
    >
      {title || actions ? (
        <header className={cardHeader}>
          {title ? (
            <Heading id={titleId} className={cardTitle}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions ? <div className={cardActions}>{actions}</div> : null}
        </header>
      ) : null}
      <div className={cardBody}>{children}</div>
      {footer ? <footer className={cardFooter}>{footer}</footer> : null}
    </section>
  );
}
