import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyApplication } from './creditApplicationStoryData';
import { OrderSummary } from './OrderSummary';

const meta = {
  title: 'Domain/CreditApplication/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  args: { application: storyApplication, onDownloadAgreement: fn() },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceUser: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('REFER')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Agreement' })).not.toBeInTheDocument();
  },
};

export const Lender: Story = {
  args: { variant: 'lender' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agreement' }));
    await expect(args.onDownloadAgreement).toHaveBeenCalledOnce();
  },
};

export const HiddenConsumer: Story = {
  args: { application: { ...storyApplication, consumer: null } },
};

export const LongText: Story = {
  args: {
    application: {
      ...storyApplication,
      retailer_name:
        'The Extremely Long Named Furniture and Bedding Emporium of Greater Yorkshire Ltd',
      retailer_reference: 'REFERENCE-WITHOUT-ANY-BREAKS-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      current_status: { ...storyApplication.current_status, status: 'SOMETHING-NEW' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('UNKNOWN STATUS')).toBeVisible();
  },
};
