import { makeRateCardProduct } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  addRateCardDraftRow,
  editRateCardDraftCell,
  rateCardDraftErrors,
  rateCardDraftFromProducts,
  removeRateCardDraftRow,
} from '../../../model/rateCardDraft';
import { emptyRateCardRow } from '../../../model/rateCards';
import { NO_RATE_CARD_PRODUCTS } from '../RateCardProducts/RateCardProducts';
import { RateCardProductTable } from './RateCardProductTable';

const saved = rateCardDraftFromProducts([0, 1, 2].map((index) => makeRateCardProduct(index)));
const modified = editRateCardDraftCell(saved, 'saved-0', 'tier_set1_rate_lender', 7.25);
const withAdded = addRateCardDraftRow(saved, {
  ...emptyRateCardRow({
    product_code: 'ONIF12',
    product_name: 'ONIF12 product',
    display_name: 'ONIF12',
  }),
  tier_set1_rate_lender: 9.9,
  max_amount: 5000,
});
const everyState = removeRateCardDraftRow(
  addRateCardDraftRow(modified, withAdded[3]!.values as never),
  'saved-1',
);
const invalid = editRateCardDraftCell(
  editRateCardDraftCell(saved, 'saved-0', 'tier_set2_rate_lender', 120),
  'saved-1',
  'min_amount',
  'ten',
);

const meta = {
  title: 'Domain/RateCard/RateCardProductTable',
  component: RateCardProductTable,
  tags: ['autodocs'],
  args: {
    rows: saved,
    onEditCell: fn(),
    onRemove: fn(),
    onRestore: fn(),
    'aria-label': 'Rate card products',
  },
} satisfies Meta<typeof RateCardProductTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card as saved: rates with %, money to 2 decimals, loan amounts in whole pounds. */
export const Clean: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('row', { name: /^ISIF6 4\.5% 6\.25% £10\.00 £2\.50 £250/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getAllByRole('gridcell')[0]!);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const input = canvas.getByRole('textbox', { name: 'Tier 2 rate, ISIF6' });
    await userEvent.clear(input);
    await userEvent.keyboard('8{Enter}');
    await expect(args.onEditCell).toHaveBeenCalledWith('saved-0', 'tier_set2_rate_lender', 8);
  },
};

export const Modified: Story = {
  args: { rows: modified },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^ISIF6 Modified 7\.25%/ })).toBeVisible();
  },
};

export const Added: Story = {
  args: { rows: withAdded },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^ONIF12 Added 9\.9%/ })).toBeVisible();
  },
};

export const Deleted: Story = {
  args: { rows: removeRateCardDraftRow(saved, 'saved-1') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('row', { name: /^ISIF12 Deleted/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore ISIF12' }));
    await expect(args.onRestore).toHaveBeenCalledWith('saved-1');
  },
};

/** Added, modified and deleted rows side by side: each tinted and labelled. */
export const EveryRowState: Story = { args: { rows: everyState } };

export const InvalidCells: Story = {
  args: { rows: invalid, errors: rateCardDraftErrors(invalid) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tier 2 rate must be between 0 and 100.')).toBeVisible();
    await expect(canvas.getByText('Min loan must be a number.')).toBeVisible();
  },
};

/** While the card is saved nothing can be edited or removed. */
export const Saving: Story = {
  args: { rows: modified, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove ISIF6' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { rows: saved, isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-readonly', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_RATE_CARD_PRODUCTS)).toBeVisible();
  },
};
