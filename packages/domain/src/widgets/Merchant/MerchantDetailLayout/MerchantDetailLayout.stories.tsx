import { makeRetailer } from '@backoffice/api-client/mocks';
import { Section, Text } from '@backoffice/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MerchantDetailHeading, MerchantDetailLayout } from './MerchantDetailLayout';

const retailer = makeRetailer();

const heading = (
  <MerchantDetailHeading
    name={retailer.name}
    retailerId={retailer.retailer_id}
    accountManager={retailer.account_details.account_manager?.name ?? null}
    accountStatus={retailer.account_status}
  />
);

const part = (title: string) => (
  <Section title={title} headingLevel={2} variant="panel">
    <Text>{title} of the merchant.</Text>
  </Section>
);

const meta = {
  title: 'Domain/Merchant/MerchantDetailLayout',
  component: MerchantDetailLayout,
  tags: ['autodocs'],
  args: {
    heading,
    children: part('Company Information'),
    notes: part('Notes area'),
    actions: part('Merchant Actions'),
    accountInformation: part('Account Information'),
  },
} satisfies Meta<typeof MerchantDetailLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EverySlot: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(retailer.name);
    await expect(canvas.getByRole('region', { name: 'Merchant Actions' })).toBeVisible();
  },
};

export const EmptySlots: Story = {
  args: { notes: null, actions: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Merchant Actions' })).toBeNull();
  },
};

export const NoAccountManager: Story = {
  args: {
    heading: (
      <MerchantDetailHeading
        name="Northgate Cycles"
        retailerId={7}
        accountManager={null}
        accountStatus="application"
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Not assigned');
  },
};

export const LongUnbrokenName: Story = {
  args: {
    heading: (
      <MerchantDetailHeading
        name={'Harrow'.repeat(30)}
        retailerId={123456}
        accountManager="Alexandra Montgomery-Fitzwilliam"
        accountStatus="suspended-settlement"
      />
    ),
  },
};
