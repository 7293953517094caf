import type { ReactNode } from 'react';
import {
  definitionLayouts,
  definitionList,
  definitionPair,
  definitionTerm,
  definitionValue,
} from './DefinitionList.css';

/** A term (a plain string names the pair) and its value. */
export type DefinitionListItem = readonly [term: ReactNode, value: ReactNode];

export interface DefinitionListProps {
  items: readonly DefinitionListItem[];
  /** grid: pairs in responsive columns, term above value (read-only panels); rows: term beside value. */
  layout?: 'grid' | 'rows';
  'aria-label'?: string;
  className?: string;
}

/** Terms and their values, as read-only panels show them; a long value wraps inside its cell. */
export function DefinitionList({
  items,
  layout = 'grid',
  'aria-label': ariaLabel,
  className,
}: DefinitionListProps) {
  return (
    <dl
      className={[definitionList, definitionLayouts[layout], className].filter(Boolean).join(' ')}
      aria-label={ariaLabel}
    >
      {items.map(([term, value], index) => (
        <div key={typeof term === 'string' ? term : index} className={definitionPair[layout]}>
          <dt className={definitionTerm[layout]}>{term}</dt>
          <dd className={definitionValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
