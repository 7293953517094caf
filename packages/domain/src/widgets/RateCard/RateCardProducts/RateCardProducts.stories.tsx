import { makeRateCardProduct } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NO_RATE_CARD_PRODUCTS, RateCardProducts } from './RateCardProducts';

const meta = {
  title: 'Domain/RateCard/RateCardProducts',
  component: RateCardProducts,
  tags: ['autodocs'],
  args: { products: [0, 1, 2].map((index) => makeRateCardProduct(index)) },
} satisfies Meta<typeof RateCardProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rates in percent, fees in pounds to 2 decimals. */
export const Products: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('row', { name: /ISIF6 product ISIF6 4\.5% 6\.25% £2\.50 £10\.00/ }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_RATE_CARD_PRODUCTS)).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    products: [makeRateCardProduct(0, { product_name: 'Interest bearing '.repeat(12).trim() })],
  },
};
