import { Button, Checkbox, Select, SelectItem } from '@backoffice/ui';
import { useId, useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { moveItem } from '../../model/policy/ordering';
import { PolicyBuilderSortableList } from './PolicyBuilderSortableList';
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

/** Moves an entry that has no order of its own (a stage's module, a stage's key). */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

let nextStageKey = 0;
const newStageKey = () => `stage-${(nextStageKey += 1)}`;

/**
 * Keys that follow the stages through moves, so that React keeps each stage's own state (its
 * module choice) and dnd-kit returns focus to the moved stage's handle. Stages given from
 * outside in another number (the JSON view) get fresh keys.
 */
function useStageKeys(count: number) {
  const [keys, setKeys] = useState(() => Array.from({ length: count }, newStageKey));
  const current =
    keys.length === count
      ? keys
      : Array.from({ length: count }, (_, index) => keys[index] ?? newStageKey());
  if (current !== keys) setKeys(current);
  return { keys: current, setKeys };
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
  const headingId = useId();
  const { keys, setKeys } = useStageKeys(stages.length);
  const Heading = `h${headingLevel}` as const;

  const change = (next: readonly PolicyStageDraft[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onChange(renumbered(next));
  };
  const updateStage = (index: number, stage: PolicyStageDraft) =>
    onChange(renumbered(stages.map((current, at) => (at === index ? stage : current))));

  const entries = stages.map((stage, index) => ({
    id: keys[index] ?? `stage-at-${index}`,
    label: `Stage #${index + 1}`,
    stage,
  }));

  return (
    <section aria-labelledby={headingId} className={[styles.builder, className].join(' ')}>
      <Heading id={headingId} className={styles.builderHeading}>
        Stage Builder
      </Heading>
      {stages.length === 0 ? (
        <p className={styles.muted}>No stages</p>
      ) : (
        <PolicyBuilderSortableList
          aria-label="Stages"
          entries={entries}
          isDisabled={isDisabled}
          onMove={(from, to) => change(moveItem(stages, from, to), moved(keys, from, to))}
          renderEntry={(entry, index, handle) => (
            <StageBuilderStage
              label={entry.label}
              stage={entry.stage}
              modules={modules}
              isLoadingModules={isLoadingModules}
              isDisabled={isDisabled}
              handle={handle}
              headingLevel={Math.min(headingLevel + 1, 6) as 3 | 4 | 5}
              onChange={(stage) => updateStage(index, stage)}
              onRemove={() =>
                change(
                  stages.filter((_, at) => at !== index),
                  keys.filter((_, at) => at !== index),
                )
              }
            />
          )}
        />
      )}
      <div>
        <Button
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() =>
            change(
              [...stages, { order: stages.length + 1, hard_search: false, modules: [] }],
              [...keys, newStageKey()],
            )
          }
        >
          Add a stage
        </Button>
      </div>
    </section>
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
  const Heading = `h${headingLevel}` as const;

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

  const moduleEntries = stage.modules.map((module) => ({
    id: `module-${module.module_id}`,
    label: nameOf(module.module_id),
    moduleId: module.module_id,
  }));

  return (
    <div role="group" aria-labelledby={headingId} className={styles.stage}>
      <div className={styles.stageHeader}>
        {handle}
        <Heading id={headingId} className={styles.stageHeading}>
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
      {moduleEntries.length === 0 ? (
        <p className={styles.muted}>No modules in this stage.</p>
      ) : (
        <PolicyBuilderSortableList
          aria-label={`Modules of ${label}`}
          entries={moduleEntries}
          isDisabled={isDisabled}
          onMove={(from, to) => onChange({ ...stage, modules: moved(stage.modules, from, to) })}
          renderEntry={(entry, _index, moduleHandle) => (
            <div className={styles.moduleRow}>
              {moduleHandle}
              <span className={styles.moduleName}>
                {entry.label} <span className={styles.muted}>#{entry.moduleId}</span>
              </span>
              <Button
                size="sm"
                variant="tertiary"
                isDisabled={isDisabled}
                aria-label={`Remove ${entry.label} from ${label}`}
                onPress={() =>
                  onChange({
                    ...stage,
                    modules: stage.modules.filter((module) => module.module_id !== entry.moduleId),
                  })
                }
              >
                Remove
              </Button>
            </div>
          )}
        />
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
    </div>
  );
}
