import type { PolicyDataKey, PolicyRule } from './types';

/** A row of a module's Providers table, shaped as the contract's ModuleProvider. */
export interface ModuleProvider {
  name: string;
  /** The provider has data keys. */
  available: boolean;
  /** How many of the module's conditions read the provider's keys. */
  count: number;
  /** Its keys are offered in the condition editor. */
  enabled: boolean;
}

export interface ModuleProvidersInput {
  /** The data-key catalogue (GET /data-keys). */
  dataKeys: readonly PolicyDataKey[];
  /** The draft's rules: their conditions give each provider's count. */
  rules: readonly PolicyRule[];
  /** The saved module's Providers table; none while creating. */
  savedProviders?: readonly Pick<ModuleProvider, 'name' | 'enabled'>[];
  /** The providers the author ticked while editing; null until they tick or clear one. */
  chosenEnabled?: ReadonlySet<string> | null;
}

/**
 * The Providers table while editing: every provider of the catalogue or of the saved module, by
 * name. A provider is enabled when the author chose it, else as saved (every provider for a new
 * module), and always while its count is above 0 (a provider in use cannot be disabled).
 */
export function moduleProviders({
  dataKeys,
  rules,
  savedProviders,
  chosenEnabled = null,
}: ModuleProvidersInput): ModuleProvider[] {
  const names = [
    ...new Set([
      ...dataKeys.map((dataKey) => dataKey.data_provider),
      ...(savedProviders ?? []).map((provider) => provider.name),
    ]),
  ].sort();
  const enabled =
    chosenEnabled ??
    new Set(
      savedProviders
        ? savedProviders.filter((provider) => provider.enabled).map((provider) => provider.name)
        : names,
    );
  const conditions = rules.flatMap((rule) => rule.conditions);
  return names.map((name) => {
    const count = conditions.filter((condition) => condition.data_provider === name).length;
    return {
      name,
      available: dataKeys.some((dataKey) => dataKey.data_provider === name),
      count,
      enabled: count > 0 || enabled.has(name),
    };
  });
}

/** The data keys the condition editor offers: those of the enabled providers. */
export function enabledDataKeys(
  dataKeys: readonly PolicyDataKey[],
  providers: readonly ModuleProvider[],
): PolicyDataKey[] {
  const enabled = new Set(
    providers.filter((provider) => provider.enabled).map((provider) => provider.name),
  );
  return dataKeys.filter((dataKey) => enabled.has(dataKey.data_provider));
}

/** The enabled set after the author ticks (`isEnabled`) or clears one provider. */
export function withProviderEnabled(
  providers: readonly ModuleProvider[],
  name: string,
  isEnabled: boolean,
): Set<string> {
  const next = new Set(
    providers.filter((provider) => provider.enabled).map((provider) => provider.name),
  );
  if (isEnabled) next.add(name);
  else next.delete(name);
  return next;
}
