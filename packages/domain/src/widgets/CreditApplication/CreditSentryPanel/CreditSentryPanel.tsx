import { Badge, DefinitionList, Heading, Section, Stack } from '@backoffice/ui';
import * as styles from '../CreditApplication.css';
import type { CreditSentryDetails, DataItem } from '../creditApplicationData';
import { valueText } from '../formatting';

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
    <Section aria-label="Credit Sentry" className={className}>
      <Heading level={3} size="md">
        Flags
      </Heading>
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
        <Stack gap="150" key={source.key}>
          <Heading level={3} size="md">
            {source.title}
          </Heading>
          {source.items.length === 0 ? (
            <p className={styles.muted}>No data.</p>
          ) : (
            <DefinitionList aria-label={source.title} items={itemsOf(source.items)} />
          )}
        </Stack>
      ))}
      {sentry.sanctionGroups.length > 0 ? (
        <>
          <Heading level={3} size="md">
            Sanction Data
          </Heading>
          <ol className={styles.list} aria-label="Sanction Data">
            {sentry.sanctionGroups.map((group, index) => (
              <li key={index} className={styles.listItem}>
                <Heading level={4} size="md">
                  Sanction Result {index + 1}
                </Heading>
                <DefinitionList items={itemsOf(group)} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </Section>
  );
}
