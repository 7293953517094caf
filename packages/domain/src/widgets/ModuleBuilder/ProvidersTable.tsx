import { Checkbox } from '@backoffice/ui';
import { useId } from 'react';
import * as styles from './ModuleBuilder.css';

/** A row of the Providers table, shaped as the contract's ModuleProvider. */
export interface ModuleProviderRow {
  name: string;
  /** The provider has data keys. */
  available: boolean;
  /** How many of the module's conditions read the provider's keys. */
  count: number;
  /** Its keys are offered in the condition editor. */
  enabled: boolean;
}

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
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={[styles.section, className].filter(Boolean).join(' ')}
    >
      <h3 id={headingId} className={styles.sectionHeading}>
        Providers
      </h3>
      {providers.length === 0 ? (
        <p className={styles.muted}>No providers</p>
      ) : (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className={styles.tableHeader}>
                Name
              </th>
              <th scope="col" className={styles.tableHeader}>
                Available
              </th>
              <th scope="col" className={styles.tableHeader}>
                Count
              </th>
              <th scope="col" className={styles.tableHeader}>
                Enabled
              </th>
            </tr>
          </thead>
          <tbody>
            {providers.map((provider) => {
              const isInUse = provider.count > 0;
              return (
                <tr key={provider.name}>
                  <th scope="row" className={styles.tableCell}>
                    {provider.name}
                  </th>
                  <td className={styles.tableCell}>{provider.available ? 'Yes' : 'No'}</td>
                  <td className={styles.tableCell}>{provider.count}</td>
                  <td className={styles.tableCell}>
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
