import { Box, Checkbox, Section } from '@backoffice/ui';
import type { PolicyRule } from '../../model/policy';
import * as styles from './ModuleBuilder.css';

export interface TerminationRulesProps {
  rules: readonly PolicyRule[];
  /** Called when a rule's checkbox is ticked (true) or cleared (false). */
  onTerminationChange: (rule: PolicyRule, isTermination: boolean) => void;
  /** While a change is being saved, or when the module cannot be changed. */
  isDisabled?: boolean;
  /** The level of the two lists' headings, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The Termination Rules mode: the module's rules in two lists, non-termination and termination
 * rules, each with a checkbox that moves it to the other list.
 */
export function TerminationRules({
  rules,
  onTerminationChange,
  isDisabled = false,
  headingLevel = 3,
  className,
}: TerminationRulesProps) {
  const ordered = [...rules].sort((a, b) => a.order - b.order);
  const list = (title: string, isTermination: boolean) => (
    <TerminationRulesList
      title={title}
      rules={ordered.filter((rule) => rule.termination_rule === isTermination)}
      isDisabled={isDisabled}
      headingLevel={headingLevel}
      onTerminationChange={onTerminationChange}
    />
  );
  return (
    <div className={[styles.columns, className].filter(Boolean).join(' ')}>
      {list('Non-termination rules', false)}
      {list('Termination rules', true)}
    </div>
  );
}

function TerminationRulesList({
  title,
  rules,
  isDisabled,
  headingLevel,
  onTerminationChange,
}: {
  title: string;
  rules: PolicyRule[];
  isDisabled: boolean;
  headingLevel: 2 | 3;
  onTerminationChange: TerminationRulesProps['onTerminationChange'];
}) {
  return (
    <Section title={title} headingLevel={headingLevel} headingSize="lg">
      {rules.length === 0 ? (
        <p className={styles.muted}>No rules</p>
      ) : (
        <ul aria-label={title} className={styles.list}>
          {rules.map((rule) => (
            <Box
              as="li"
              key={rule.rule_id ?? `order-${rule.order}`}
              border="default"
              borderRadius="md"
              background="surface"
              padding="100"
            >
              <Checkbox
                isSelected={rule.termination_rule}
                isDisabled={isDisabled}
                onChange={(isSelected) => onTerminationChange(rule, isSelected)}
              >
                {`${rule.order}. ${rule.name}`}
              </Checkbox>
            </Box>
          ))}
        </ul>
      )}
    </Section>
  );
}
