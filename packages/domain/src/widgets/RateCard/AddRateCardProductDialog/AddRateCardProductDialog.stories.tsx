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
