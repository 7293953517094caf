import { Alert, Card, Radio, RadioGroup, Stack, Text, TextField } from '@backoffice/ui';
import type { PolicyDraft } from '../../../model/policy/policyDraft';
import type { StageModuleOption } from '../policyBuilderTypes';
import { StageBuilder } from '../StageBuilder';

export interface PolicySummaryFormProps {
  draft: PolicyDraft;
  /** The schema's message for the name, shown beside it. */
  nameError?: string | null;
  /** The modules of the policy's lender, offered in each stage. */
  modules: readonly StageModuleOption[];
  isLoadingModules?: boolean;
  /** Why the lender's modules could not be loaded. */
  modulesError?: string | null;
  onNameChange: (name: string) => void;
  onRegulatedChange: (regulated: boolean) => void;
  onStagesChange: (stages: PolicyDraft['stages']) => void;
}

/** A credit policy's Summary: its name, lender (read only), regulated, and its stages. */
export function PolicySummaryForm({
  draft,
  nameError = null,
  modules,
  isLoadingModules = false,
  modulesError = null,
  onNameChange,
  onRegulatedChange,
  onStagesChange,
}: PolicySummaryFormProps) {
  return (
    <Card title="Summary" headingLevel={2}>
      <Stack gap="150">
        <TextField
          label="Name"
          value={draft.name}
          maxLength={200}
          isRequired
          isInvalid={nameError !== null}
          errorMessage={nameError}
          onChange={onNameChange}
        />
        <Stack gap="050">
          <Text size="sm" weight="medium">
            Lender
          </Text>
          <Text>{draft.lender_id}</Text>
        </Stack>
        <RadioGroup
          label="Regulated"
          orientation="horizontal"
          value={draft.regulated ? 'regulated' : 'unregulated'}
          onChange={(value) => onRegulatedChange(value === 'regulated')}
        >
          <Radio value="regulated">Regulated</Radio>
          <Radio value="unregulated">Unregulated</Radio>
        </RadioGroup>
        {modulesError !== null ? (
          <Alert tone="critical" title="The lender's modules could not be loaded.">
            {modulesError}
          </Alert>
        ) : null}
        <StageBuilder
          stages={draft.stages}
          modules={modules}
          isLoadingModules={isLoadingModules}
          onChange={onStagesChange}
        />
      </Stack>
    </Card>
  );
}
