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

/** Replaces a field's text (clicking it first, which also closes the product code's list). */
const replaceText = async (field: HTMLElement, text: string) => {
  const length = (field as HTMLInputElement).value.length;
  await userEvent.type(field, text, { initialSelectionStart: 0, initialSelectionEnd: length });
};

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

/** A rate over 100 and a loan amount with pence are named when Add is tried. */
export const OutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    await replaceText(dialog.getByRole('textbox', { name: /Tier 2 rate/ }), '101');
    await replaceText(dialog.getByRole('textbox', { name: /Min loan/ }), '99.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.getByText('Tier 2 rate must be between 0 and 100.')).toBeVisible();
    await expect(dialog.getByText('Min loan must be a whole number.')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
