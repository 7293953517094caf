import {
  Button,
  Columns,
  ComboBox,
  Dialog,
  Modal,
  SelectItem,
  Stack,
  TextField,
} from '@backoffice/ui';
import { useState } from 'react';
import { parseRateCardCell } from '../../../model/rateCardDraft';
import {
  emptyRateCardRow,
  rateCardFieldLabels,
  rateCardMessages,
  rateCardRowErrors,
  type RateCardField,
  type RateCardNumericField,
  type RateCardProductRow,
} from '../../../model/rateCards';

/** The fields the modal asks for; the other numeric fields start at 0 and are edited in the table. */
export const addRateCardProductNumericFields = [
  'tier_set1_rate_lender',
  'tier_set2_rate_lender',
  'lender_min_fee',
  'lender_fixed_fee',
  'min_amount',
  'max_amount',
  'cut_off_point',
] as const satisfies readonly RateCardNumericField[];

type FormField =
  | 'product_code'
  | 'product_name'
  | 'display_name'
  | (typeof addRateCardProductNumericFields)[number];

export const duplicateProductMessage = (code: string) =>
  `Product code ${code} is already on this rate card.`;

const unitHints: Partial<Record<RateCardNumericField, string>> = {
  tier_set1_rate_lender: '0 to 100 %',
  tier_set2_rate_lender: '0 to 100 %',
  lender_min_fee: '£, 2 decimals',
  lender_fixed_fee: '£, 2 decimals',
  min_amount: '£, whole number',
  max_amount: '£, whole number',
  cut_off_point: '£, whole number',
};

const initialText = (): Record<FormField, string> => ({
  product_code: '',
  product_name: '',
  display_name: '',
  ...(Object.fromEntries(addRateCardProductNumericFields.map((field) => [field, '0'])) as Record<
    (typeof addRateCardProductNumericFields)[number],
    string
  >),
});

/** The row the form describes, and its problems by field (the product row schema's). */
export function checkAddRateCardProduct(
  text: Record<FormField, string>,
  takenCodes: ReadonlySet<string>,
): { row: RateCardProductRow; errors: Partial<Record<RateCardField, string>> } {
  const row = emptyRateCardRow({
    product_code: text.product_code,
    product_name: text.product_name,
    display_name: text.display_name,
  }) as Record<string, unknown>;
  const blank: RateCardNumericField[] = [];
  for (const field of addRateCardProductNumericFields) {
    if (text[field].trim() === '') blank.push(field);
    row[field] = parseRateCardCell(text[field]);
  }
  const errors = rateCardRowErrors(row);
  for (const field of blank) errors[field] = rateCardMessages.required(rateCardFieldLabels[field]);
  const code = text.product_code.trim();
  if (!errors.product_code && takenCodes.has(code)) {
    errors.product_code = duplicateProductMessage(code);
  }
  return { row: row as RateCardProductRow, errors };
}

export interface AddRateCardProductDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The known products (GET /rate-card-products/): picking one fills its names. */
  productOptions: readonly { product_code: string; product_name: string; display_name: string }[];
  /** Codes already on the card. */
  takenCodes: ReadonlySet<string>;
  /** Adds the checked row to the table (as an added row). */
  onAdd: (row: RateCardProductRow) => void;
}

/**
 * Add Rate Card Product (merchants.md section 5): product code required; product and display
 * name, both lender rates (0 to 100), min and fixed subsidy (at most 2 decimals), min and max
 * loan and cut off point (whole numbers) required. A message shows once a field was left or Add
 * was tried; Add puts the row in the table, marked Added, until the card is saved.
 */
export function AddRateCardProductDialog({
  isOpen,
  onClose,
  productOptions,
  takenCodes,
  onAdd,
}: AddRateCardProductDialogProps) {
  const [text, setText] = useState(initialText);
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const [tried, setTried] = useState(false);
  const { row, errors } = checkAddRateCardProduct(text, takenCodes);
  const isValid = Object.keys(errors).length === 0;
  const shown = (field: FormField) => (tried || touched.has(field) ? errors[field] : undefined);
  const touch = (field: FormField) => setTouched((current) => new Set(current).add(field));
  const set = (field: FormField, value: string) =>
    setText((current) => ({ ...current, [field]: value }));

  const close = () => {
    setText(initialText());
    setTouched(new Set());
    setTried(false);
    onClose();
  };
  const add = () => {
    setTried(true);
    if (!isValid) return;
    onAdd(row);
    close();
  };

  const field = (name: FormField, extra: { description?: string; inputMode?: 'decimal' } = {}) => (
    <TextField
      label={rateCardFieldLabels[name]}
      value={text[name]}
      onChange={(value) => set(name, value)}
      onBlur={() => touch(name)}
      isRequired
      isInvalid={shown(name) !== undefined}
      errorMessage={shown(name)}
      {...extra}
    />
  );

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && close()} size="md">
      <Dialog
        title="Add Rate Card Product"
        actions={
          <>
            <Button onPress={close}>Cancel</Button>
            <Button variant="primary" onPress={add} isDisabled={tried && !isValid}>
              Add
            </Button>
          </>
        }
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Stack gap="200">
            <ComboBox
              label={rateCardFieldLabels.product_code}
              items={productOptions.map((option) => ({ id: option.product_code, ...option }))}
              inputValue={text.product_code}
              onInputChange={(value) => set('product_code', value)}
              onSelectionChange={(key) => {
                const option = productOptions.find((entry) => entry.product_code === key);
                if (!option) return;
                setText((current) => ({
                  ...current,
                  product_code: option.product_code,
                  product_name: option.product_name,
                  display_name: option.display_name,
                }));
              }}
              onBlur={() => touch('product_code')}
              allowsCustomValue
              isRequired
              isInvalid={shown('product_code') !== undefined}
              errorMessage={shown('product_code')}
            >
              {(option) => <SelectItem id={option.id}>{option.product_code}</SelectItem>}
            </ComboBox>
            {field('product_name')}
            {field('display_name')}
            <Columns count={2} gap="200">
              {addRateCardProductNumericFields.map((name) => (
                <div key={name}>
                  {field(name, { description: unitHints[name], inputMode: 'decimal' })}
                </div>
              ))}
            </Columns>
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
