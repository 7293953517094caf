import type { ReactNode } from 'react';
import * as styles from './CreditApplication.css';

export interface DefinitionListProps {
  items: readonly (readonly [term: string, value: ReactNode])[];
  'aria-label'?: string;
}

/** Terms and their values, as every read-only panel of the application shows them. */
export function DefinitionList({ items, 'aria-label': ariaLabel }: DefinitionListProps) {
  return (
    <dl className={styles.definitionList} aria-label={ariaLabel}>
      {items.map(([term, value]) => (
        <div key={term} className={styles.definitionRow}>
          <dt className={styles.definitionTerm}>{term}</dt>
          <dd className={styles.definitionValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
