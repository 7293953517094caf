import { Badge, DefinitionList, Heading, Section, Stack } from '@backoffice/ui';
import * as styles from './CreditApplication.css';
import type { FraudSection } from './creditApplicationTypes';
import { valueText } from './formatting';

export interface FraudInfoPanelProps {
  /** The fraud service's sections (Decisioning, Deposit); empty when the service did not run. */
  sections: readonly FraudSection[];
  className?: string;
}

/** The Fraud Info tab: the feature-scoring fraud service, Active or Inactive, and its sections. */
export function FraudInfoPanel({ sections, className }: FraudInfoPanelProps) {
  const active = sections.length > 0;
  return (
    <Section aria-label="Fraud Info" className={className}>
      <p className={styles.row}>
        Fraud scoring service:{' '}
        <Badge tone={active ? 'positive' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
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
              items={section.items.map((item) => [item.display, valueText(item.value)] as const)}
            />
          )}
        </Stack>
      ))}
    </Section>
  );
}
