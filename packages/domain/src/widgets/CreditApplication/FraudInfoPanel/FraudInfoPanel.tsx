import { Badge, DefinitionList, Heading, Section, Stack } from '@backoffice/ui';
import * as styles from '../CreditApplication.css';
import type { FraudSection, FraudServiceStatus } from '../creditApplicationTypes';
import { moneyText, valueText } from '../formatting';

export interface FraudInfoPanelProps {
  /** The server's status of the fraud service for this application. */
  status: FraudServiceStatus;
  /** The fraud service's sections (Decisioning, Deposit). */
  sections: readonly FraudSection[];
  className?: string;
}

const itemText = (item: FraudSection['items'][number]) =>
  item.unit === 'pence' && (typeof item.value === 'number' || item.value === null)
    ? moneyText(item.value)
    : valueText(item.value);

/** The Fraud Info tab: the feature-scoring fraud service, Active or Inactive, and its sections. */
export function FraudInfoPanel({ status, sections, className }: FraudInfoPanelProps) {
  return (
    <Section aria-label="Fraud Info" className={className}>
      <p className={styles.row}>
        Fraud scoring service:{' '}
        <Badge tone={status === 'Active' ? 'positive' : 'neutral'}>{status}</Badge>
      </p>
      {sections.map((section) => (
        <Stack gap="150" key={section.title}>
          <Heading level={3} size="md">
            {section.title}
          </Heading>
          {section.items.length === 0 ? (
            <p className={styles.muted}>No results.</p>
          ) : (
            <DefinitionList
              aria-label={section.title}
              items={section.items.map((item) => [item.display, itemText(item)] as const)}
            />
          )}
        </Stack>
      ))}
    </Section>
  );
}
