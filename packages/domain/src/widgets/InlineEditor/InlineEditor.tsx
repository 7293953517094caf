import {
  Alert,
  Button,
  ConfirmDialog,
  DefinitionList,
  Inline,
  Section,
  Select,
  SelectItem,
  Stack,
  TextField,
} from '@backoffice/ui';
import { useState, type FormEvent } from 'react';
import { changedFields, hasChanges, trimText } from '../../model/changedFields';
import { inlineEditorFields } from './InlineEditor.css';
import { serverFieldErrors } from '../serverFieldErrors';

/** The spec's confirmation before edits are thrown away (merchants.md "Inline edit widgets"). */
export const DISCARD_CHANGES_MESSAGE = 'Are you sure you wish to discard changes?';

/** What an inline editor edits: each field's text as its input holds it. */
export type InlineEditorValues = Record<string, string>;

export interface InlineEditorField {
  name: string;
  label: string;
  /** text (the default) or a choice among `options`. */
  kind?: 'text' | 'select';
  options?: readonly { value: string; label: string }[];
  maxLength?: number;
  isRequired?: boolean;
  /** How the view shows a saved value (by default the option's label, or the text). */
  format?: (value: string) => string;
}

export interface InlineEditorProps {
  /** The panel's heading (it names the region). */
  title: string;
  headingLevel?: 2 | 3 | 4;
  fields: readonly InlineEditorField[];
  /** The saved values; the view shows them and an edit starts from them. */
  values: InlineEditorValues;
  /** Field errors of a draft by field name; none means valid. */
  validate?: (draft: InlineEditorValues) => Partial<Record<string, string>>;
  /** Edit (and Delete) are offered only when true: service users only. */
  canEdit: boolean;
  /**
   * Called with only the changed fields (trimmed); a rejection keeps the form open. A rejection
   * carrying `properties` ({ property, message }[], the API's validation error) shows each
   * message against the field it names.
   */
  onSave: (changes: InlineEditorValues) => Promise<unknown>;
  /**
   * What the server puts before a field's name in the properties it names
   * (`bank_details.settlement.` for the settlement bank details); none by default.
   */
  propertyPrefix?: string;
  /** Offers Delete in view mode; a rejection shows its message. */
  onDelete?: () => Promise<unknown>;
  /** The question Delete asks first. */
  deleteConfirmation?: string;
  /** An unsaved new entry: it opens in edit mode, Save replaces Update, Cancel removes it. */
  isNew?: boolean;
  /** Removes the unsaved new entry. */
  onCancelNew?: () => void;
  className?: string;
}

/** A message of the server against a field, with the value it refused. */
type ServerFieldErrors = Record<string, { message: string; value: string | undefined }>;

const viewValue = (field: InlineEditorField, value: string | undefined) => {
  if (field.format) return field.format(value ?? '');
  if (!value) return '';
  return field.options?.find((option) => option.value === value)?.label ?? value;
};

/**
 * A panel that shows saved values and edits them in place (merchants.md "Inline edit widgets"):
 * Edit and Delete in view mode; in edit mode Cancel, or Discard once something changed (after
 * the spec's confirmation), and Update only while the form is valid and changed. A new entry
 * opens in edit mode with Save, and Cancel removes it. Only changed fields are saved.
 */
export function InlineEditor({
  title,
  headingLevel = 2,
  fields,
  values,
  validate,
  canEdit,
  onSave,
  onDelete,
  deleteConfirmation = 'Are you sure you wish to delete this?',
  isNew = false,
  onCancelNew,
  propertyPrefix = '',
  className,
}: InlineEditorProps) {
  const [draft, setDraft] = useState<InlineEditorValues | null>(isNew ? { ...values } : null);
  const [isConfirmingDiscard, setConfirmingDiscard] = useState(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});

  const names = fields.map((field) => field.name);
  const changes = draft ? changedFields(values, draft, { keys: names, normalise: trimText }) : {};
  const isChanged = hasChanges(changes);
  const errors = { ...(draft && validate ? validate(draft) : {}) };
  // The server's message stands until the field is changed from the value it refused.
  for (const [name, refused] of Object.entries(serverErrors)) {
    if (draft?.[name] === refused.value) errors[name] ??= refused.message;
  }
  const isValid = Object.values(errors).every((error) => error === undefined);

  const close = () => {
    setDraft(null);
    setConfirmingDiscard(false);
    setError(null);
    setServerErrors({});
    if (isNew) onCancelNew?.();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft || !isValid || (!isNew && !isChanged) || isPending) return;
    setPending(true);
    setError(null);
    setServerErrors({});
    try {
      await onSave(changes as InlineEditorValues);
      setDraft(null);
    } catch (caught) {
      const placed = serverFieldErrors(caught, names, propertyPrefix);
      setServerErrors(
        Object.fromEntries(
          Object.entries(placed.byField).map(([name, message]) => [
            name,
            { message, value: draft[name] },
          ]),
        ),
      );
      if (!placed.isEverythingPlaced) setError((caught as Error).message);
    } finally {
      setPending(false);
    }
  };

  const remove = async () => {
    setConfirmingDelete(false);
    setPending(true);
    setError(null);
    try {
      await onDelete?.();
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setPending(false);
    }
  };

  const errorAlert = error ? (
    <Alert tone="critical" onDismiss={() => setError(null)}>
      {error}
    </Alert>
  ) : null;

  if (!draft) {
    return (
      <Section
        title={title}
        headingLevel={headingLevel}
        variant="panel"
        className={className}
        actions={
          canEdit ? (
            <Inline gap="100">
              <Button
                size="sm"
                onPress={() => setDraft({ ...values })}
                aria-label={`Edit ${title}`}
                isDisabled={isPending}
              >
                Edit
              </Button>
              {onDelete ? (
                <Button
                  size="sm"
                  tone="critical"
                  onPress={() => setConfirmingDelete(true)}
                  aria-label={`Delete ${title}`}
                  isPending={isPending}
                >
                  Delete
                </Button>
              ) : null}
            </Inline>
          ) : undefined
        }
      >
        {errorAlert}
        <DefinitionList
          layout="rows"
          items={fields.map((field) => [field.label, viewValue(field, values[field.name])])}
        />
        <ConfirmDialog
          isOpen={isConfirmingDelete}
          title="Delete"
          message={deleteConfirmation}
          confirmLabel="Delete"
          onConfirm={() => void remove()}
          onCancel={() => setConfirmingDelete(false)}
        />
      </Section>
    );
  }

  const setField = (name: string, value: string) => setDraft({ ...draft, [name]: value });
  // A field speaks up once it was changed, so a new entry does not open covered in errors.
  const errorOf = (name: string) =>
    draft[name] !== values[name] || serverErrors[name] ? errors[name] : undefined;
  return (
    <Section title={title} headingLevel={headingLevel} variant="panel" className={className}>
      <form onSubmit={(event) => void submit(event)} aria-label={title} noValidate>
        <Stack gap="200">
          {errorAlert}
          <div className={inlineEditorFields}>
            {fields.map((field) =>
              field.kind === 'select' ? (
                <Select
                  key={field.name}
                  label={field.label}
                  items={(field.options ?? []).map((option) => ({ id: option.value, ...option }))}
                  selectedKey={draft[field.name] || null}
                  onSelectionChange={(key) => setField(field.name, key === null ? '' : String(key))}
                  isRequired={field.isRequired}
                  isInvalid={errorOf(field.name) !== undefined}
                  errorMessage={errorOf(field.name)}
                >
                  {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
                </Select>
              ) : (
                <TextField
                  key={field.name}
                  label={field.label}
                  value={draft[field.name] ?? ''}
                  onChange={(value) => setField(field.name, value)}
                  maxLength={field.maxLength}
                  isRequired={field.isRequired}
                  isInvalid={errorOf(field.name) !== undefined}
                  errorMessage={errorOf(field.name)}
                />
              ),
            )}
          </div>
          <Inline gap="100" justify="end">
            {isChanged && !isNew ? (
              <Button onPress={() => setConfirmingDiscard(true)} isDisabled={isPending}>
                Discard
              </Button>
            ) : (
              <Button onPress={close} isDisabled={isPending}>
                Cancel
              </Button>
            )}
            <Button
              type="submit"
              variant="primary"
              isDisabled={!isValid || (!isNew && !isChanged)}
              isPending={isPending}
            >
              {isNew ? 'Save' : 'Update'}
            </Button>
          </Inline>
        </Stack>
      </form>
      <ConfirmDialog
        isOpen={isConfirmingDiscard}
        message={DISCARD_CHANGES_MESSAGE}
        onConfirm={close}
        onCancel={() => setConfirmingDiscard(false)}
      />
    </Section>
  );
}
