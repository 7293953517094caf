import { permissionKey, type PermissionCategory } from '../../model/permissions';

export interface PermissionTab {
  tab: PermissionCategory['tab'];
  categories: PermissionCategory[];
}

/** Categories grouped by the tab that shows them, in catalogue order (two categories may share one). */
export function permissionTabs(catalogue: readonly PermissionCategory[]): PermissionTab[] {
  const tabs = new Map<PermissionCategory['tab'], PermissionTab>();
  for (const category of catalogue) {
    const entry = tabs.get(category.tab) ?? { tab: category.tab, categories: [] };
    entry.categories.push(category);
    tabs.set(category.tab, entry);
  }
  return [...tabs.values()];
}

/** Whether any rule of the tab is set differently from what is saved: the tab shows an asterisk. */
export function tabHasChanges(
  tab: PermissionTab,
  value: ReadonlySet<string>,
  saved: ReadonlySet<string>,
): boolean {
  return tab.categories.some((category) =>
    category.sections.some((section) =>
      section.rules.some(
        (rule) => value.has(permissionKey(rule)) !== saved.has(permissionKey(rule)),
      ),
    ),
  );
}

/** The rules whose setting differs from the saved one, as the group update call takes them. */
export function permissionChanges(
  catalogue: readonly PermissionCategory[],
  value: ReadonlySet<string>,
  saved: ReadonlySet<string>,
): { category_id: number; rule_id: number; enabled: boolean }[] {
  return catalogue.flatMap((category) =>
    category.sections.flatMap((section) =>
      section.rules
        .filter((rule) => value.has(permissionKey(rule)) !== saved.has(permissionKey(rule)))
        .map((rule) => ({
          category_id: rule.category_id,
          rule_id: rule.rule_id,
          enabled: value.has(permissionKey(rule)),
        })),
    ),
  );
}
