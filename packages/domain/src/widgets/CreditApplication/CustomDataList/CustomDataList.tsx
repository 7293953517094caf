import { DefinitionList } from '@backoffice/ui';
import * as styles from '../CreditApplication.css';

export interface CustomDataListProps {
  data: Readonly<Record<string, string>>;
}

/** The Custom data tab: each name with its value. */
export function CustomDataList({ data }: CustomDataListProps) {
  const entries = Object.entries(data);
  return entries.length === 0 ? (
    <p className={styles.muted}>No custom data.</p>
  ) : (
    <DefinitionList aria-label="Custom data" items={entries} />
  );
}
