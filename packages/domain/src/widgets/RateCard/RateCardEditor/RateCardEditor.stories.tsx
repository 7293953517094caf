import { makeRateCard, makeRateCardProduct, rateCardTypes } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RateCardEditor } from './RateCardEditor';

const card = makeRateCard();

const meta = {
  title: 'Domain/RateCard/RateCardEditor',
  component: RateCardEditor,
  tags: ['autodocs'],
  args: {
    card,
    types: rateCardTypes,
    productOptions: [0, 1, 4].map((index) => {
      const { product_code, product_name, display_name } = makeRateCardProduct(index);
      return { product_code, product_name, display_name };
    }),
    onSave: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof RateCardEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card as saved: Save stays disabled until something changes. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: `Products of ${card.name}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/**
 * Add product: a valid product entered in Add Rate Card Product goes to the end of the table,
 * marked Added, with the spec's 'Rate Card Product created.'; Save is now enabled.
 */
export const AddProduct: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add Rate Card Product' }));
    await userEvent.type(dialog.getByRole('combobox', { name: /Product code/ }), 'ISIF24');
    // Leaving the code closes the list of known products it offered.
    await userEvent.tab();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Product/ }), 'Interest free 24');
    await userEvent.type(dialog.getByRole('textbox', { name: /Display name/ }), 'IF 24');
    const fill = async (label: RegExp, value: string) => {
      const field = dialog.getByRole('textbox', { name: label });
      await userEvent.clear(field);
      await userEvent.type(field, value);
    };
    await fill(/Tier 1 rate/, '9.9');
    await fill(/Tier 2 rate/, '12.5');
    await fill(/Min loan/, '250');
    await fill(/Max loan/, '5000');
    await fill(/Cut off point/, '3000');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));

    const grid = within(canvas.getByRole('grid', { name: `Products of ${card.name}` }));
    await expect(await grid.findByRole('row', { name: /^ISIF24 Added/ })).toBeVisible();
    // The alert fades in, so it is checked as announced rather than as already opaque.
    await expect(canvas.getByRole('status')).toHaveTextContent('Rate Card Product created.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
