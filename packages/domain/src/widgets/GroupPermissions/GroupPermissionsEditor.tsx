import { Card, CheckboxGroup, Stack, Tabs } from '@backoffice/ui';
import { permissionKey, type PermissionCategory } from '../../model/permissions';
import { permissionTabs, tabHasChanges } from './groupPermissions';

export interface GroupPermissionsEditorProps {
  catalogue: readonly PermissionCategory[];
  /** The permission keys ("category:rule") ticked now. */
  value: ReadonlySet<string>;
  /** The permission keys as saved: a tab whose rules differ shows an asterisk. */
  savedValue: ReadonlySet<string>;
  onChange(value: Set<string>): void;
  isDisabled?: boolean;
}

/**
 * The 'Settings & Permissions' panel of a group: a tab per permission category, sections of
 * checkboxes whose header selects the whole section.
 */
export function GroupPermissionsEditor({
  catalogue,
  value,
  savedValue,
  onChange,
  isDisabled,
}: GroupPermissionsEditorProps) {
  const tabs = permissionTabs(catalogue);
  const setSection = (sectionKeys: readonly string[], selected: readonly string[]) => {
    const next = new Set(value);
    for (const key of sectionKeys) next.delete(key);
    for (const key of selected) next.add(key);
    onChange(next);
  };
  return (
    <Card title="Settings & Permissions">
      <Tabs
        aria-label="Permission categories"
        items={tabs.map((tab) => ({
          id: tab.tab,
          label: tabHasChanges(tab, value, savedValue) ? `${tab.tab} *` : tab.tab,
          content: (
            <Stack gap="300">
              {tab.categories.flatMap((category) =>
                category.sections.map((section) => {
                  const keys = section.rules.map(permissionKey);
                  return (
                    <CheckboxGroup
                      key={`${category.category_id}-${section.title}`}
                      label={section.title}
                      hasSelectAll
                      isDisabled={isDisabled}
                      items={section.rules.map((rule) => ({
                        value: permissionKey(rule),
                        label: rule.label,
                      }))}
                      value={keys.filter((key) => value.has(key))}
                      onChange={(selected) => setSection(keys, selected)}
                    />
                  );
                }),
              )}
            </Stack>
          ),
        }))}
      />
    </Card>
  );
}
