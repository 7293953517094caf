import { Checkbox, Section, SimpleTable } from '@backoffice/ui';
import type { ModuleProvider } from '../../model/policy';
import * as styles from './ModuleBuilder.css';

/** A row of the Providers table, shaped as the contract's ModuleProvider. */
export type ModuleProviderRow = ModuleProvider;

export interface ProvidersTableProps {
  providers: readonly ModuleProviderRow[];
  /** Called with the provider's name and its new state; never to disable a provider in use. */
  onEnabledChange: (name: string, isEnabled: boolean) => void;
  className?: string;
}

/**
 * The module's data providers (shown while editing): name, available, count and enabled. A
 * provider cannot be disabled while its count is above 0; its checkbox says why.
 */
export function ProvidersTable({ providers, onEnabledChange, className }: ProvidersTableProps) {
  return (
    <Section title="Providers" headingLevel={3} headingSize="lg" className={className}>
      {providers.length === 0 ? (
        <p className={styles.muted}>No providers</p>
      ) : (
        <SimpleTable
          aria-label="Providers"
          rows={providers}
          rowKey={(provider) => provider.name}
          columns={[
            { name: 'Name', isRowHeader: true, render: (provider) => provider.name },
            { name: 'Available', render: (provider) => (provider.available ? 'Yes' : 'No') },
            { name: 'Count', isNumeric: true, render: (provider) => provider.count },
            {
              name: 'Enabled',
              render: (provider) => {
                const isInUse = provider.count > 0;
                return (
                  <Checkbox
                    aria-label={
                      isInUse
                        ? `${provider.name} enabled (used by ${provider.count} ${
                            provider.count === 1 ? 'condition' : 'conditions'
                          }, cannot be disabled)`
                        : `${provider.name} enabled`
                    }
                    isSelected={provider.enabled || isInUse}
                    isDisabled={isInUse}
                    onChange={(isSelected) => onEnabledChange(provider.name, isSelected)}
                  />
                );
              },
            },
          ]}
        />
      )}
    </Section>
  );
}
