import { makeRetailer } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MerchantAccountInformation } from './MerchantAccountInformation';

const retailer = makeRetailer();

const meta = {
  title: 'Domain/Merchant/MerchantAccountInformation',
  component: MerchantAccountInformation,
  tags: ['autodocs'],
  args: {
    policyName: retailer.product_package?.name ?? null,
    rateCards: retailer.ratecards,
    rateCardHref: (typeId: number) => `/merchants/${retailer.retailer_id}/ratecards/${typeId}/`,
  },
} satisfies Meta<typeof MerchantAccountInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRateCards: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').length).toBeGreaterThan(0);
  },
};

export const NothingAssigned: Story = {
  args: { policyName: null, rateCards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not assigned')).toBeVisible();
    await expect(canvas.getByText('No rate cards.')).toBeVisible();
  },
};

export const LongPolicyName: Story = {
  args: { policyName: 'Regulated retail finance for furniture and home furnishings '.repeat(3) },
};
