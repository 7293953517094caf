import {
  Alert,
  Button,
  Columns,
  ConfirmDialog,
  DefinitionList,
  Inline,
  Section,
  Select,
  SelectItem,
  Spinner,
  Stack,
  TextField,
} from '@backoffice/ui';
import { startTransition, useEffect, useState } from 'react';
import {
  addRateCardDraftRow,
  editRateCardDraftCell,
  isRateCardDraftChanged,
  rateCardDraftCodes,
  rateCardDraftErrors,
  rateCardDraftFromProducts,
  rateCardDraftFromProductsInChunks,
  rateCardDraftProducts,
  rateCardServerErrors,
  RATE_CARD_DRAFT_CHUNK_SIZE,
  removeRateCardDraftRow,
  restoreRateCardDraftRow,
  type RateCardCellErrors,
  type RateCardDraftRow,
} from '../../../model/rateCardDraft';
import {
  rateCardMessages,
  rateCardSettingsSchema,
  type RateCardField,
  type RateCardProductValues,
} from '../../../model/rateCards';
import { AddRateCardProductDialog } from '../AddRateCardProductDialog/AddRateCardProductDialog';
import { RateCardProductTable } from '../RateCardProductTable/RateCardProductTable';

/** What Save sends (PUT /rate-cards/{id}, without start and end time). */
export interface RateCardSaveRequest {
  name: string;
  rate_card_type_id: number;
  products: RateCardProductValues[];
}

export interface RateCardEditorProps {
  card: {
    name: string;
    type: { rate_card_type_id: number; name: string };
    products: readonly RateCardProductValues[];
  };
  types: readonly { rate_card_type_id: number; name: string }[];
  productOptions: readonly { product_code: string; product_name: string; display_name: string }[];
  /** Without the rate card edit permission the card is shown read-only. */
  isReadOnly?: boolean;
  /**
   * Saves the card; a rejection carrying `properties` (a 400 naming `products.{i}.{field}`,
   * `name` or `rate_card_type_id`) puts each message against its cell or field.
   */
  onSave: (request: RateCardSaveRequest) => Promise<unknown>;
  /** Draft rows to start from (stories and tests of a card mid-edit). */
  initialRows?: RateCardDraftRow[];
  /** Told whether the draft differs from the card, so the page can ask before it is left. */
  onUnsavedChangesChange?: (hasUnsavedChanges: boolean) => void;
}

export const SAVE_RATE_CARD_WARNING =
  'Changes to this rate card apply to all retailers using it. Are you sure you wish to save?';

interface ServerProblems {
  cells: RateCardCellErrors;
  fields: Partial<Record<'name' | 'rate_card_type_id', string>>;
  message: string | null;
}

const noServerProblems: ServerProblems = { cells: {}, fields: {}, message: null };

function problemsOf(error: unknown, rows: readonly RateCardDraftRow[]): ServerProblems {
  const properties =
    (error as { properties?: { property: string; message: string }[] } | null)?.properties ?? [];
  const { cells, other } = rateCardServerErrors(rows, properties);
  const fields: ServerProblems['fields'] = {};
  for (const problem of other) {
    if (problem.property === 'name' || problem.property === 'rate_card_type_id') {
      fields[problem.property] ??= problem.message;
    }
  }
  const message =
    error instanceof Error && error.message ? error.message : 'The rate card could not be saved.';
  return { cells, fields, message };
}

function mergeErrors(a: RateCardCellErrors, b: RateCardCellErrors): RateCardCellErrors {
  const merged: RateCardCellErrors = { ...a };
  for (const [key, fields] of Object.entries(b)) merged[key] = { ...fields, ...merged[key] };
  return merged;
}

/**
 * The draft rows the editor starts from: `initialRows` if given, else the card's products as
 * unchanged rows — at once for a card of up to {@link RATE_CARD_DRAFT_CHUNK_SIZE} products, and
 * for a larger one over several tasks (null meanwhile), so that opening a 10,000-product card
 * holds no task over 50 ms. The finished rows are handed over as a transition, which React
 * renders in slices too.
 */
function useStartingDraftRows(
  products: readonly RateCardProductValues[],
  initialRows: RateCardDraftRow[] | undefined,
): RateCardDraftRow[] | null {
  const [rows, setRows] = useState<RateCardDraftRow[] | null>(() => {
    if (initialRows) return initialRows;
    return products.length <= RATE_CARD_DRAFT_CHUNK_SIZE
      ? rateCardDraftFromProducts(products)
      : null;
  });
  const isBuilding = rows === null;
  useEffect(() => {
    if (!isBuilding) return;
    const abort = new AbortController();
    void rateCardDraftFromProductsInChunks(products, abort.signal).then((built) => {
      if (built) startTransition(() => setRows(built));
    });
    return () => abort.abort();
  }, [isBuilding, products]);
  return rows;
}

/**
 * Rate card detail (merchants.md "Rate card detail"): the settings panel (name, type), Add
 * product, the editable product table and Save — enabled only once something changed and
 * nothing is invalid, and confirmed with the warning that the change applies to every retailer
 * using the card. A 400 from the server shows against the cell or field it names. The editor
 * starts from the card as it was when it mounted (give it a new key to start again).
 */
export function RateCardEditor(props: RateCardEditorProps) {
  const startingRows = useStartingDraftRows(props.card.products, props.initialRows);
  if (!startingRows) return <Spinner aria-label="Loading the rate card products" />;
  return <RateCardDraftEditor {...props} startingRows={startingRows} />;
}

function RateCardDraftEditor({
  card,
  types,
  isReadOnly = false,
  productOptions,
  onSave,
  startingRows,
  onUnsavedChangesChange,
}: RateCardEditorProps & { startingRows: RateCardDraftRow[] }) {
  const [name, setName] = useState(card.name);
  const [typeId, setTypeId] = useState(card.type.rate_card_type_id);
  const [rows, setRows] = useState(startingRows);
  const [isAdding, setAdding] = useState(false);
  const [productCreated, setProductCreated] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [server, setServer] = useState<ServerProblems>(noServerProblems);
  const isChanged =
    !isReadOnly &&
    (isRateCardDraftChanged(rows) ||
      name.trim() !== card.name ||
      typeId !== card.type.rate_card_type_id);
  useEffect(() => onUnsavedChangesChange?.(isChanged), [isChanged, onUnsavedChangesChange]);

  if (isReadOnly) {
    const typeName =
      types.find((type) => type.rate_card_type_id === card.type.rate_card_type_id)?.name ??
      card.type.name;
    return (
      <Stack gap="300">
        <Section title="Settings" headingLevel={2} variant="panel">
          <DefinitionList
            items={[
              ['Name', card.name],
              ['Type', typeName],
            ]}
          />
        </Section>
        <Section title="Products" headingLevel={2}>
          <RateCardProductTable rows={rows} isReadOnly aria-label={`Products of ${card.name}`} />
        </Section>
      </Stack>
    );
  }

  const settings = rateCardSettingsSchema.safeParse({ name, rate_card_type_id: typeId });
  const settingsErrors: Partial<Record<'name' | 'rate_card_type_id', string>> = {};
  if (!settings.success) {
    for (const issue of settings.error.issues) {
      const key = issue.path[0] as 'name' | 'rate_card_type_id';
      settingsErrors[key] ??= issue.message;
    }
  }
  const rowErrors = rateCardDraftErrors(rows);
  const errors = mergeErrors(rowErrors, server.cells);
  const hasInvalidRows = Object.keys(rowErrors).length > 0;
  const canSave = isChanged && settings.success && !hasInvalidRows && !isSaving;

  const clearServerCell = (key: string, field: RateCardField) => {
    if (!server.cells[key]?.[field]) return;
    const cell = { ...server.cells[key] };
    delete cell[field];
    setServer({ ...server, cells: { ...server.cells, [key]: cell } });
  };

  const save = async () => {
    setConfirming(false);
    setProductCreated(false);
    setSaving(true);
    setServer(noServerProblems);
    try {
      await onSave({
        name: name.trim(),
        rate_card_type_id: typeId,
        products: rateCardDraftProducts(rows),
      });
    } catch (error) {
      setServer(problemsOf(error, rows));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="300">
      {productCreated && (
        <Alert tone="positive" onDismiss={() => setProductCreated(false)}>
          {rateCardMessages.productCreated}
        </Alert>
      )}
      {server.message && (
        <Alert tone="critical" title="The rate card was not saved.">
          {server.message}
        </Alert>
      )}
      <Section title="Settings" headingLevel={2} variant="panel">
        <Columns count={2}>
          <TextField
            label="Name"
            value={name}
            onChange={setName}
            isRequired
            isDisabled={isSaving}
            isInvalid={settingsErrors.name !== undefined || server.fields.name !== undefined}
            errorMessage={settingsErrors.name ?? server.fields.name}
          />
          <Select
            label="Type"
            selectedKey={typeId}
            onSelectionChange={(key) => setTypeId(Number(key))}
            isRequired
            isDisabled={isSaving}
            isInvalid={server.fields.rate_card_type_id !== undefined}
            errorMessage={server.fields.rate_card_type_id}
          >
            {types.map((type) => (
              <SelectItem key={type.rate_card_type_id} id={type.rate_card_type_id}>
                {type.name}
              </SelectItem>
            ))}
          </Select>
        </Columns>
      </Section>
      <Section
        title="Products"
        headingLevel={2}
        actions={
          <Inline gap="100">
            <Button onPress={() => setAdding(true)} isDisabled={isSaving}>
              Add product
            </Button>
            <Button
              variant="primary"
              onPress={() => setConfirming(true)}
              isDisabled={!canSave}
              isPending={isSaving}
            >
              Save
            </Button>
          </Inline>
        }
      >
        {hasInvalidRows && (
          <Alert tone="caution">Correct the highlighted cells before saving.</Alert>
        )}
        <RateCardProductTable
          rows={rows}
          errors={errors}
          isDisabled={isSaving}
          aria-label={`Products of ${card.name}`}
          onEditCell={(key, field, value) => {
            clearServerCell(key, field);
            setRows((current) => editRateCardDraftCell(current, key, field, value));
          }}
          onRemove={(key) => setRows((current) => removeRateCardDraftRow(current, key))}
          onRestore={(key) => setRows((current) => restoreRateCardDraftRow(current, key))}
        />
      </Section>
      <AddRateCardProductDialog
        isOpen={isAdding}
        onClose={() => setAdding(false)}
        productOptions={productOptions}
        takenCodes={rateCardDraftCodes(rows)}
        onAdd={(row) => {
          setRows((current) => addRateCardDraftRow(current, row));
          setProductCreated(true);
        }}
      />
      <ConfirmDialog
        isOpen={isConfirming}
        title="Save Rate Card"
        message={SAVE_RATE_CARD_WARNING}
        confirmLabel="Save"
        isDestructive={false}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
