import {
  Badge,
  Box,
  Button,
  Heading,
  IconButton,
  Section,
  SortableList,
  TextField,
  useListKeys,
} from '@backoffice/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  moveCondition,
  moveItem,
  type PolicyCondition,
  type PolicyDataKey,
  type PolicyRule,
} from '../../model/policy';
import { ConditionEditor } from './ConditionEditor';
import { describeCondition } from './conditionText';
import * as styles from './ModuleBuilder.css';

export interface RuleBuilderProps {
  /** The module's rules; shown by ascending order. */
  rules: readonly PolicyRule[];
  /** Editing shows Add a rule, each rule's edit and delete buttons, and lets rules move. */
  isEditing?: boolean;
  /** The data keys the condition editor offers (those of enabled providers). */
  dataKeys?: readonly PolicyDataKey[];
  /** Called with every rule, renumbered 1..n, after any change. */
  onChange?: (rules: PolicyRule[]) => void;
  className?: string;
}

const byOrder = <T extends { order: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.order - b.order);

const renumbered = <T extends { order: number }>(items: readonly T[]) =>
  items.map((item, index) => ({ ...item, order: index + 1 }));

/**
 * Removes a condition the way a move renumbers: it is moved last (so every GOTO follows its
 * target's new order), dropped, and GOTOs that named it are left without a target for the
 * checks to point out.
 */
function removeCondition(conditions: readonly PolicyCondition[], index: number) {
  const last = conditions.length;
  return moveCondition([...conditions], index, last - 1)
    .slice(0, -1)
    .map((condition) => ({
      ...condition,
      action_true_goto: condition.action_true_goto === last ? null : condition.action_true_goto,
      action_false_goto: condition.action_false_goto === last ? null : condition.action_false_goto,
    }));
}

function newCondition(order: number): PolicyCondition {
  return {
    order,
    data_provider: '',
    data_key: '',
    operator: '==',
    value: null,
    override: 'FALSE',
    action_true: null,
    action_true_goto: null,
    action_false: null,
    action_false_goto: null,
  };
}

const editIcon = (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    focusable="false"
  >
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);

const deleteIcon = (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    focusable="false"
  >
    <path d="M4 7h16" />
    <path d="M9 7V4h6v3" />
    <path d="M6 7l1 13h10l1-13" />
  </svg>
);

/** Puts focus on the first focusable element inside `container` (after an add or delete). */
function focusWithin(container: HTMLElement | null, selector = 'input, button') {
  container?.querySelector<HTMLElement>(selector)?.focus();
}

/**
 * The module's rules: 'Rule Builder', 'No rules' or the ordered rules (order number, name,
 * 'TERMINATION RULE' tag). While editing, rules move by drag or keyboard, 'Add a rule' appends
 * one, and each rule has edit (its name and conditions) and delete.
 */
export function RuleBuilder({
  rules,
  isEditing = false,
  dataKeys = [],
  onChange,
  className,
}: RuleBuilderProps) {
  const ordered = byOrder(rules);
  const keys = useListKeys(ordered.length);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const change = (next: PolicyRule[]) => onChange?.(next);

  const addRule = () => {
    const key = keys.append();
    setOpenKey(key);
    change([
      ...ordered,
      {
        name: `Rule ${ordered.length + 1}`,
        order: ordered.length + 1,
        termination_rule: false,
        conditions: [],
      },
    ]);
  };

  const deleteRule = (index: number) => {
    keys.remove(index);
    change(renumbered(ordered.filter((_, at) => at !== index)));
    focusWithin(addRef.current);
  };

  const ruleLabel = (index: number) => {
    const rule = ordered[index];
    return rule ? `rule ${rule.order}, ${rule.name}` : 'rule';
  };

  return (
    <Section title="Rule Builder" headingLevel={3} headingSize="lg" className={className}>
      {ordered.length === 0 ? (
        <p className={styles.muted}>No rules</p>
      ) : (
        <SortableList
          aria-label="Rules"
          items={ordered}
          getKey={(_rule, index) => keys.keys[index] ?? `rule-at-${index}`}
          getLabel={(_rule, index) => ruleLabel(index)}
          isDisabled={!isEditing}
          onMove={(from, to) => {
            keys.move(from, to);
            change(moveItem(ordered, from, to));
          }}
        >
          {(rule, { index, dragHandle }) => {
            const key = keys.keys[index] ?? `rule-at-${index}`;
            const isOpen = isEditing && openKey === key;
            return (
              <Box border="default" borderRadius="md" background="surface" padding="100">
                <RuleBuilderRule
                  rule={rule}
                  handle={dragHandle}
                  isEditing={isEditing}
                  isOpen={isOpen}
                  dataKeys={dataKeys}
                  onToggle={() => setOpenKey(isOpen ? null : key)}
                  onDelete={() => deleteRule(index)}
                  onChange={(next) => change(ordered.map((r, at) => (at === index ? next : r)))}
                />
              </Box>
            );
          }}
        </SortableList>
      )}
      {isEditing ? (
        <div ref={addRef}>
          <Button variant="secondary" onPress={addRule}>
            Add a rule
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

function RuleBuilderRule({
  rule,
  handle,
  isEditing,
  isOpen,
  dataKeys,
  onToggle,
  onDelete,
  onChange,
}: {
  rule: PolicyRule;
  handle: ReactNode;
  isEditing: boolean;
  isOpen: boolean;
  dataKeys: readonly PolicyDataKey[];
  onToggle: () => void;
  onDelete: () => void;
  onChange: (rule: PolicyRule) => void;
}) {
  const label = `rule ${rule.order}, ${rule.name}`;
  const conditions = byOrder(rule.conditions);
  return (
    <>
      <div className={styles.itemRow}>
        {handle}
        <div className={styles.itemMain}>
          <span className={styles.orderNumber}>{rule.order}.</span>
          <span className={styles.itemName}>{rule.name}</span>
          {rule.termination_rule ? (
            <Badge tone="caution" variant="strong">
              TERMINATION RULE
            </Badge>
          ) : null}
        </div>
        {isEditing ? (
          <div className={styles.itemActions}>
            <IconButton
              aria-label={`Edit ${label}`}
              icon={editIcon}
              aria-expanded={isOpen}
              onPress={onToggle}
            />
            <IconButton aria-label={`Delete ${label}`} icon={deleteIcon} onPress={onDelete} />
          </div>
        ) : null}
      </div>
      {isOpen ? (
        <RuleBuilderRuleEditor rule={rule} dataKeys={dataKeys} onChange={onChange} />
      ) : conditions.length > 0 ? (
        <ol aria-label={`Conditions of ${label}`} className={`${styles.nested} ${styles.list}`}>
          {conditions.map((condition) => (
            <li key={condition.order} className={styles.conditionText}>
              {condition.order}. {describeCondition(condition)}
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

/** The editing view of a rule: its name and its draggable conditions with 'Add a condition'. */
function RuleBuilderRuleEditor({
  rule,
  dataKeys,
  onChange,
}: {
  rule: PolicyRule;
  dataKeys: readonly PolicyDataKey[];
  onChange: (rule: PolicyRule) => void;
}) {
  const conditions = byOrder(rule.conditions);
  const keys = useListKeys(conditions.length);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  // The condition whose first field takes focus once it is drawn (after Add a condition).
  const focusKeyRef = useRef<string | null>(null);
  const ruleLabel = `rule ${rule.order}, ${rule.name}`;

  // The name field takes focus when the editor opens, so the keyboard carries on where it was.
  useEffect(() => focusWithin(rootRef.current, 'input'), []);

  useEffect(() => {
    if (focusKeyRef.current === null) return;
    focusWithin(
      rootRef.current,
      `[data-condition-key="${focusKeyRef.current}"] [role="group"] button`,
    );
    focusKeyRef.current = null;
  });

  const setConditions = (next: PolicyCondition[]) => onChange({ ...rule, conditions: next });

  const addCondition = () => {
    const key = keys.append();
    setOpenKey(key);
    focusKeyRef.current = key;
    setConditions([...conditions, newCondition(conditions.length + 1)]);
  };

  const conditionLabel = (index: number) =>
    `condition ${conditions[index]?.order ?? index + 1} of ${ruleLabel}`;

  return (
    <div ref={rootRef} className={styles.nested}>
      <TextField
        label="Rule name"
        isRequired
        maxLength={200}
        value={rule.name}
        onChange={(name) => onChange({ ...rule, name })}
        isInvalid={rule.name.trim() === ''}
        errorMessage="A rule needs a name."
      />
      <Heading level={4} size="md">
        Conditions
      </Heading>
      {conditions.length === 0 ? (
        <p className={styles.muted}>No conditions</p>
      ) : (
        <SortableList
          aria-label={`Conditions of ${ruleLabel}`}
          items={conditions}
          getKey={(_condition, index) => keys.keys[index] ?? `condition-at-${index}`}
          getLabel={(_condition, index) => conditionLabel(index)}
          onMove={(from, to) => {
            keys.move(from, to);
            setConditions(moveCondition([...conditions], from, to));
          }}
        >
          {(condition, { index, dragHandle }) => {
            const key = keys.keys[index] ?? `condition-at-${index}`;
            const isOpen = openKey === key;
            const label = conditionLabel(index);
            return (
              <Box
                data-condition-key={key}
                border="default"
                borderRadius="md"
                background="surface"
                padding="100"
              >
                <div className={styles.itemRow}>
                  {dragHandle}
                  <div className={styles.itemMain}>
                    <span className={styles.orderNumber}>{condition.order}.</span>
                    <span className={styles.conditionSummary}>{describeCondition(condition)}</span>
                  </div>
                  <div className={styles.itemActions}>
                    <IconButton
                      aria-label={`Edit ${label}`}
                      icon={editIcon}
                      aria-expanded={isOpen}
                      onPress={() => setOpenKey(isOpen ? null : key)}
                    />
                    <IconButton
                      aria-label={`Delete ${label}`}
                      icon={deleteIcon}
                      onPress={() => {
                        keys.remove(index);
                        setConditions(removeCondition(conditions, index));
                        focusWithin(addRef.current);
                      }}
                    />
                  </div>
                </div>
                {isOpen ? (
                  <div role="group" aria-label={`Condition ${condition.order}`}>
                    <ConditionEditor
                      condition={condition}
                      dataKeys={dataKeys}
                      gotoTargets={conditions
                        .map((other) => other.order)
                        .filter((order) => order !== condition.order)}
                      onChange={(next) =>
                        setConditions(conditions.map((c, at) => (at === index ? next : c)))
                      }
                      newTargetOrder={conditions.length + 1}
                      onGotoNewCondition={(next) => {
                        keys.append();
                        setConditions([
                          ...conditions.map((c, at) => (at === index ? next : c)),
                          newCondition(conditions.length + 1),
                        ]);
                      }}
                    />
                  </div>
                ) : null}
              </Box>
            );
          }}
        </SortableList>
      )}
      <div ref={addRef}>
        <Button variant="secondary" onPress={addCondition}>
          Add a condition
        </Button>
      </div>
    </div>
  );
}
