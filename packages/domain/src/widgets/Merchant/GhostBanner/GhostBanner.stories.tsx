import { makeRetailer, makeRetailerUser } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GhostBanner } from './GhostBanner';

const user = makeRetailerUser();
const retailer = makeRetailer();

const meta = {
  title: 'Domain/Merchant/GhostBanner',
  component: GhostBanner,
  tags: ['autodocs'],
  args: {
    identity: {
      full_name: user.full_name,
      username: user.username,
      retailer_id: retailer.retailer_id,
      retailer_name: retailer.name,
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GhostBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghosting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Ghosting as ${user.full_name} (${user.username}) of ${retailer.name}`,
    );
  },
};

export const LongNames: Story = {
  args: {
    identity: {
      full_name: 'Bartholomew Featherstonehaugh-Cholmondeley',
      username: 'bartholomew.featherstonehaugh-cholmondeley@harrow-home-furnishings.example',
      retailer_id: retailer.retailer_id,
      retailer_name: 'Harrow Home Furnishings, Garden Centres and Outdoor Living (Northern Region)',
    },
  },
};
