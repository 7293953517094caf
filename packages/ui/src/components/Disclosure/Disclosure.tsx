import { startTransition, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import {
  chevron,
  compactTrigger,
  disclosure,
  disclosurePanel,
  disclosureTrigger,
} from './Disclosure.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'className' | 'children'> {
  title: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** compact: a slimmer, smaller trigger, for a tool beside a list rather than a page section. */
  density?: 'regular' | 'compact';
  children: ReactNode;
  className?: string;
}

/**
 * A section whose content opens and closes under its heading. Left to itself (no `isExpanded`),
 * it opens as a transition: the press paints first, then the content is shown and laid out,
 * which beside a long list took most of a frame (ADR 0086). In an `Accordion` the group decides.
 */
export function Disclosure({
  title,
  headingLevel = 3,
  density = 'regular',
  children,
  className,
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  ...props
}: DisclosureProps) {
  const [isExpandedHere, setExpandedHere] = useState(defaultExpanded);
  return (
    <AriaDisclosure
      {...props}
      isExpanded={isExpanded ?? isExpandedHere}
      onExpandedChange={(expand) => {
        if (isExpanded === undefined) startTransition(() => setExpandedHere(expand));
        onExpandedChange?.(expand);
      }}
      className={[disclosure, className].filter(Boolean).join(' ')}
    >
      <Heading level={headingLevel} style={{ margin: 0, fontSize: 'inherit' }}>
        <AriaButton
          slot="trigger"
          className={[disclosureTrigger, density === 'compact' && compactTrigger]
            .filter(Boolean)
            .join(' ')}
        >
          {title}
          <span className={chevron} aria-hidden="true">
            ›
          </span>
        </AriaButton>
      </Heading>
      <DisclosurePanel className={disclosurePanel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

export interface AccordionProps extends Omit<DisclosureGroupProps, 'className'> {
  className?: string;
}

/** A group of disclosures; one open at a time unless allowsMultipleExpanded. */
export function Accordion({ className, ...props }: AccordionProps) {
  return <DisclosureGroup {...props} className={className} />;
}
