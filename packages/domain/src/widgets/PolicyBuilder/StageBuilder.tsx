import {
  Box,
  Button,
  Checkbox,
  Heading,
  Section,
  Select,
  SelectItem,
  SortableList,
  Stack,
  useListKeys,
} from '@backoffice/ui';
import { useId, useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { moveItem } from '../../model/policy/ordering';
import * as styles from './PolicyBuilder.css';
import type { PolicyStageDraft, StageModuleOption } from './policyBuilderTypes';

export interface StageBuilderProps {
  /** The policy's stages in order; the builder numbers them 'Stage #1', 'Stage #2'… */
  stages: readonly PolicyStageDraft[];
  /** The modules of the policy's lender, offered in each stage's module dropdown. */
  modules: readonly StageModuleOption[];
  /** The lender's modules are still loading (that call may take a minute). */
  isLoadingModules?: boolean;
  /** Called with every stage after a change, orders renumbered 1..n in the order shown. */
  onChange: (stages: PolicyStageDraft[]) => void;
  isDisabled?: boolean;
  /** Heading level of 'Stage Builder', to fit the page outline; stages take the next level. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const noModule = 'none';

/** The stages numbered by their place, as the contract wants: 1, 2, … in the order shown. */
const renumbered = (stages: readonly PolicyStageDraft[]): PolicyStageDraft[] =>
  stages.map((stage, index) => ({ ...stage, order: index + 1 }));

/** Moves an entry that has no order of its own (a stage's module). */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The stage builder of a credit policy: 'Stage Builder', stages moved by drag or keyboard, each
 * with its Hard Search choice and its modules in run order. A module already in a stage is not
 * offered again for that stage.
 */
export function StageBuilder({
  stages,
  modules,
  isLoadingModules = false,
  onChange,
  isDisabled = false,
  headingLevel = 3,
  className,
}: StageBuilderProps) {
  // Keys follow the stages through moves, so React keeps each stage's own state (its module
  // choice) and focus returns to the moved stage's handle.
  const keys = useListKeys(stages.length);

  const change = (next: readonly PolicyStageDraft[]) => onChange(renumbered(next));
  const updateStage = (index: number, stage: PolicyStageDraft) =>
    change(stages.map((current, at) => (at === index ? stage : current)));
  const stageLabel = (index: number) => `Stage #${index + 1}`;

  return (
    <Section
      title="Stage Builder"
      headingLevel={headingLevel}
      headingSize="lg"
      className={className}
    >
      {stages.length === 0 ? (
        <p className={styles.muted}>No stages</p>
      ) : (
        <SortableList
          aria-label="Stages"
          items={stages}
          getKey={(_stage, index) => keys.keys[index] ?? `stage-at-${index}`}
          getLabel={(_stage, index) => stageLabel(index)}
          isDisabled={isDisabled}
          onMove={(from, to) => {
            keys.move(from, to);
            change(moveItem(stages, from, to));
          }}
        >
          {(stage, { index, dragHandle }) => (
            <StageBuilderStage
              label={stageLabel(index)}
              stage={stage}
              modules={modules}
              isLoadingModules={isLoadingModules}
              isDisabled={isDisabled}
              handle={dragHandle}
              headingLevel={Math.min(headingLevel + 1, 6) as 3 | 4 | 5}
              onChange={(next) => updateStage(index, next)}
              onRemove={() => {
                keys.remove(index);
                change(stages.filter((_, at) => at !== index));
              }}
            />
          )}
        </SortableList>
      )}
      <div>
        <Button
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => {
            keys.append();
            change([...stages, { order: stages.length + 1, hard_search: false, modules: [] }]);
          }}
        >
          Add a stage
        </Button>
      </div>
    </Section>
  );
}

interface StageBuilderStageProps {
  label: string;
  stage: PolicyStageDraft;
  modules: readonly StageModuleOption[];
  isLoadingModules: boolean;
  isDisabled: boolean;
  handle: ReactNode;
  headingLevel: 3 | 4 | 5;
  onChange: (stage: PolicyStageDraft) => void;
  onRemove: () => void;
}

function StageBuilderStage({
  label,
  stage,
  modules,
  isLoadingModules,
  isDisabled,
  handle,
  headingLevel,
  onChange,
  onRemove,
}: StageBuilderStageProps) {
  const headingId = useId();
  const [choice, setChoice] = useState<Key>(noModule);
  const [choiceError, setChoiceError] = useState<string | null>(null);

  const nameOf = (moduleId: number) =>
    modules.find((module) => module.module_id === moduleId)?.name ?? `Module ${moduleId}`;
  const inStage = new Set(stage.modules.map((module) => module.module_id));
  const offered = [
    { id: noModule, name: 'No Module' },
    ...modules
      .filter((module) => !inStage.has(module.module_id))
      .map((module) => ({ id: String(module.module_id), name: module.name })),
  ];

  const addModule = () => {
    if (choice === noModule) {
      setChoiceError('Choose a module to add.');
      return;
    }
    onChange({ ...stage, modules: [...stage.modules, { module_id: Number(choice) }] });
    setChoice(noModule);
    setChoiceError(null);
  };

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      background="surface"
      border="default"
      borderRadius="md"
      padding="150"
    >
      <Stack gap="100">
        <div className={styles.stageHeader}>
          {handle}
          <Heading level={headingLevel} size="md" id={headingId} className={styles.stageLabel}>
            {label}
          </Heading>
          <Checkbox
            isSelected={stage.hard_search}
            isDisabled={isDisabled}
            onChange={(hardSearch) => onChange({ ...stage, hard_search: hardSearch })}
          >
            Hard Search
          </Checkbox>
          <Button
            size="sm"
            variant="tertiary"
            isDisabled={isDisabled}
            onPress={onRemove}
            aria-label={`Remove ${label}`}
          >
            Remove
          </Button>
        </div>
        {stage.modules.length === 0 ? (
          <p className={styles.muted}>No modules in this stage.</p>
        ) : (
          <SortableList
            aria-label={`Modules of ${label}`}
            items={stage.modules}
            getKey={(module) => `module-${module.module_id}`}
            getLabel={(module) => nameOf(module.module_id)}
            isDisabled={isDisabled}
            onMove={(from, to) => onChange({ ...stage, modules: moved(stage.modules, from, to) })}
          >
            {(module, { dragHandle }) => (
              <div className={styles.moduleRow}>
                {dragHandle}
                <span className={styles.moduleName}>
                  {nameOf(module.module_id)}{' '}
                  <span className={styles.muted}>#{module.module_id}</span>
                </span>
                <Button
                  size="sm"
                  variant="tertiary"
                  isDisabled={isDisabled}
                  aria-label={`Remove ${nameOf(module.module_id)} from ${label}`}
                  onPress={() =>
                    onChange({
                      ...stage,
                      modules: stage.modules.filter(
                        (other) => other.module_id !== module.module_id,
                      ),
                    })
                  }
                >
                  Remove
                </Button>
              </div>
            )}
          </SortableList>
        )}
        {isLoadingModules ? (
          <p role="status" className={styles.muted}>
            Loading, this may take upwards of 60 seconds...
          </p>
        ) : (
          <div className={styles.modulePicker}>
            <Select
              label={`Module for ${label}`}
              items={offered}
              value={choice}
              isDisabled={isDisabled}
              isInvalid={choiceError !== null}
              errorMessage={choiceError}
              onChange={(key) => {
                setChoice(key ?? noModule);
                setChoiceError(null);
              }}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
            <Button variant="secondary" isDisabled={isDisabled} onPress={addModule}>
              Add a module
            </Button>
          </div>
        )}
      </Stack>
    </Box>
  );
}
