import { Card, DefinitionList, Stack, TextField } from '@backoffice/ui';
import {
  MODULE_NAME_MAX,
  moduleNameError,
  type ModuleDraft,
  type PolicyDataKey,
} from '../../../model/policy';
import { RuleBuilder } from '../RuleBuilder';

export interface ModuleEditorSummaryProps {
  module: ModuleDraft;
  isEditing: boolean;
  /** The keys of the enabled providers, offered in the condition editor. */
  dataKeys: readonly PolicyDataKey[];
  onChange: (module: ModuleDraft) => void;
}

/** The Summary card: name (a field while editing), lender and the rule builder. */
export function ModuleEditorSummary({
  module,
  isEditing,
  dataKeys,
  onChange,
}: ModuleEditorSummaryProps) {
  const nameError = moduleNameError(module.name);
  return (
    <Card title="Summary" headingLevel={2}>
      <Stack gap="200">
        {isEditing ? (
          <TextField
            label="Name"
            isRequired
            maxLength={MODULE_NAME_MAX}
            value={module.name}
            onChange={(name) => onChange({ ...module, name })}
            isInvalid={Boolean(nameError)}
            errorMessage={nameError}
          />
        ) : null}
        <DefinitionList
          layout="rows"
          items={[
            ...(isEditing ? [] : [['Name', module.name] as const]),
            ['Lender', module.lender_id],
          ]}
        />
        <RuleBuilder
          rules={module.rules}
          isEditing={isEditing}
          dataKeys={dataKeys}
          onChange={(rules) => onChange({ ...module, rules })}
        />
      </Stack>
    </Card>
  );
}
