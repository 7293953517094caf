import { Select, SelectItem, TextField } from '@backoffice/ui';
import type { Key } from 'react-aria-components';
import {
  conditionOperators,
  type ConditionAction,
  type PolicyCondition,
  type PolicyDataKey,
} from '../../model/policy';
import { dataKeyLabel } from './conditionText';
import * as styles from './ModuleBuilder.css';

const noKey = 'no-key';
const nextCondition = 'next';
const newTarget = 'new';

/** The actions in the spec's order; "Next condition" stands for no action (null). */
const actionOptions = [
  { id: nextCondition, name: 'Next condition' },
  ...(
    [
      'ACTION-CUSTOMER',
      'ACCEPT',
      'DECLINE',
      'REFER',
      'ACTION-LENDER',
      'GOTO',
    ] satisfies readonly NonNullable<ConditionAction>[]
  ).map((action) => ({ id: action, name: action })),
];

export interface ConditionEditorProps {
  condition: PolicyCondition;
  /** The data keys offered (those of enabled providers); the condition's own key is always kept. */
  dataKeys: readonly PolicyDataKey[];
  /** The orders of the rule's other conditions: the targets a GOTO may name. */
  gotoTargets: readonly number[];
  onChange: (condition: PolicyCondition) => void;
  /**
   * Called instead of `onChange` when a GOTO is pointed at a condition the rule does not have yet:
   * `condition` already goes to order `newTargetOrder`, and the rule adds that condition.
   */
  onGotoNewCondition?: (condition: PolicyCondition) => void;
  /** The order a condition added at the end of the rule would get. */
  newTargetOrder?: number;
}

type Branch = 'true' | 'false';

/**
 * The fields of one condition: data key (provider:key or 'No Key'), operator, value (empty is
 * sent as null), override, and the actions when it is true and when it is false, each of which
 * may be GOTO with a target condition order.
 */
export function ConditionEditor({
  condition,
  dataKeys,
  gotoTargets,
  onChange,
  onGotoNewCondition,
  newTargetOrder,
}: ConditionEditorProps) {
  const current = dataKeyLabel(condition);
  const keyOptions = [
    { id: noKey, name: 'No Key' },
    ...dataKeys.map((dataKey) => ({
      id: `${dataKey.data_provider}:${dataKey.key}`,
      name: `${dataKey.data_provider}:${dataKey.key}`,
    })),
  ];
  if (current !== 'No Key' && !keyOptions.some((option) => option.id === current)) {
    keyOptions.push({ id: current, name: current });
  }

  const chooseKey = (key: Key | null) => {
    const id = key === null ? noKey : String(key);
    const [provider = '', ...rest] = id === noKey ? [] : id.split(':');
    onChange({ ...condition, data_provider: provider, data_key: rest.join(':') });
  };

  const chooseAction = (branch: Branch, key: Key | null) => {
    const action = (key === null || key === nextCondition ? null : String(key)) as ConditionAction;
    // A new GOTO has no target until the author picks one: guessing one would send the rule
    // somewhere nobody chose.
    const target = action === 'GOTO' ? (condition[`action_${branch}_goto`] ?? null) : null;
    onChange({ ...condition, [`action_${branch}`]: action, [`action_${branch}_goto`]: target });
  };

  const chooseTarget = (branch: Branch, key: Key | null) => {
    if (key === newTarget && newTargetOrder !== undefined && onGotoNewCondition) {
      onGotoNewCondition({ ...condition, [`action_${branch}_goto`]: newTargetOrder });
      return;
    }
    onChange({ ...condition, [`action_${branch}_goto`]: key === null ? null : Number(key) });
  };

  const targetOptions = [
    ...gotoTargets.map((order) => ({ id: String(order), name: `Condition ${order}` })),
    ...(newTargetOrder !== undefined && onGotoNewCondition
      ? [{ id: newTarget, name: `New condition ${newTargetOrder}` }]
      : []),
  ];

  const actionField = (branch: Branch) => {
    const action = condition[`action_${branch}`];
    const target = condition[`action_${branch}_goto`] ?? null;
    return (
      <>
        <Select
          label={`Action ${branch}`}
          items={actionOptions}
          selectedKey={action ?? nextCondition}
          onSelectionChange={(key) => chooseAction(branch, key)}
        >
          {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
        </Select>
        {action === 'GOTO' ? (
          <Select
            label={`Go to condition (${branch})`}
            items={targetOptions}
            selectedKey={target === null ? null : String(target)}
            onSelectionChange={(key) => chooseTarget(branch, key)}
            isInvalid={target === null || !gotoTargets.includes(target)}
            errorMessage={
              target === null
                ? 'Choose the condition to go to.'
                : `This rule has no condition ${target}: choose another.`
            }
            emptyState="No other conditions"
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
        ) : null}
      </>
    );
  };

  return (
    <div className={styles.editorGrid}>
      <Select
        label="Data key"
        items={keyOptions}
        selectedKey={current === 'No Key' ? noKey : current}
        onSelectionChange={chooseKey}
      >
        {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
      </Select>
      <Select
        label="Operator"
        items={conditionOperators.map((operator) => ({ id: operator, name: operator }))}
        selectedKey={condition.operator}
        onSelectionChange={(key) =>
          key !== null &&
          onChange({ ...condition, operator: String(key) as PolicyCondition['operator'] })
        }
      >
        {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
      </Select>
      <TextField
        label="Value"
        maxLength={1000}
        value={condition.value ?? ''}
        onChange={(value) => onChange({ ...condition, value: value === '' ? null : value })}
        description="Left empty, the value is sent as null."
      />
      <Select
        label="Override"
        items={[
          { id: 'TRUE', name: 'TRUE' },
          { id: 'FALSE', name: 'FALSE' },
        ]}
        selectedKey={condition.override}
        onSelectionChange={(key) =>
          key !== null && onChange({ ...condition, override: key === 'TRUE' ? 'TRUE' : 'FALSE' })
        }
      >
        {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
      </Select>
      {actionField('true')}
      {actionField('false')}
    </div>
  );
}
