import { makeRateCardProduct } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddRateCardProductDialog } from './AddRateCardProductDialog';

const productOptions = [0, 1, 4].map((index) => {
  const { product_code, product_name, display_name } = makeRateCardProduct(index);
  return { product_code, product_name, display_name };
});

const meta = {
  title: 'Domain/RateCard/AddRateCardProductDialog',
  component: AddRateCardProductDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onClose: fn(),
    onAdd: fn(),
    productOptions,
    takenCodes: new Set(['ISIF6']),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddRateCardProductDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add Rate Card Product' });

/** Numeric fields start at 0; nothing is named before a field is left or Add is tried. */
export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('textbox', { name: /Tier 1 rate/ })).toHaveValue('0');
  },
};

/** Add with nothing filled in names every required field. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.getByText('Product code is required.')).toBeVisible();
    await expect(dialog.getByText('Display name is required.')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const DuplicateAndOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('combobox', { name: /Product code/ }), 'ISIF6');
    const rate = dialog.getByRole('textbox', { name: /Tier 2 rate/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '101');
    const minLoan = dialog.getByRole('textbox', { name: /Min loan/ });
    await userEvent.clear(minLoan);
    await userEvent.type(minLoan, '99.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(
      dialog.getByText('Product code ISIF6 is already on this rate card.'),
    ).toBeVisible();
    await expect(dialog.getByText('Tier 2 rate must be between 0 and 100.')).toBeVisible();
    await expect(dialog.getByText('Min loan must be a whole number.')).toBeVisible();
  },
};

/** Picking a known product fills its names; Add hands the row over in pounds and percent. */
export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('combobox', { name: /Product code/ }), 'IS-14.9-36');
    await userEvent.tab();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Product' }), 'Interest bearing 36');
    await userEvent.type(dialog.getByRole('textbox', { name: /Display name/ }), 'IB 36');
    const rate = dialog.getByRole('textbox', { name: /Tier 1 rate/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '14.9');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ product_code: 'IS-14.9-36', tier_set1_rate_lender: 14.9 }),
    );
  },
};
