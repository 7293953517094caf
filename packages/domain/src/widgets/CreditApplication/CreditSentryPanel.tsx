import { Badge, DefinitionList } from '@backoffice/ui';
import * as styles from './CreditApplication.css';
import type { CreditSentryDetails, DataItem } from './creditApplicationData';
import { valueText } from './formatting';

export interface CreditSentryPanelProps {
  sentry: CreditSentryDetails;
  className?: string;
}

const itemsOf = (items: readonly DataItem[]) =>
  items.map((item, index) => [item.display || `Item ${index + 1}`, valueText(item.value)] as const);

/**
 * The Credit Sentry tab: the flags raised, the identity and fraud data sources, and sanction
 * search results in numbered groups.
 */
export function CreditSentryPanel({ sentry, className }: CreditSentryPanelProps) {
  return (
    <section
      aria-label="Credit Sentry"
      className={[styles.panel, className].filter(Boolean).join(' ')}
    >
      <h3 className={styles.panelHeading}>Flags</h3>
      {sentry.flags.length === 0 ? (
        <p className={styles.muted}>No flags raised.</p>
      ) : (
        <ul className={styles.inlineList} aria-label="Flags">
          {sentry.flags.map((flag) => (
            <li key={flag}>
              <Badge tone="critical">{flag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {sentry.sources.map((source) => (
        <div key={source.key} className={styles.panel}>
          <h3 className={styles.panelHeading}>{source.title}</h3>
          {source.items.length === 0 ? (
            <p className={styles.muted}>No data.</p>
          ) : (
            <DefinitionList aria-label={source.title} items={itemsOf(source.items)} />
          )}
        </div>
      ))}
      {sentry.sanctionGroups.length > 0 ? (
        <>
          <h3 className={styles.panelHeading}>Sanction Data</h3>
          <ol className={styles.list} aria-label="Sanction Data">
            {sentry.sanctionGroups.map((group, index) => (
              <li key={index} className={styles.listItem}>
                <h4 className={styles.panelHeading}>Sanction Result {index + 1}</h4>
                <DefinitionList items={itemsOf(group)} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
