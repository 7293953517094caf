import { makeApplicationConsumer, makeConsumerAddress } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerPanel } from './CustomerPanel';

/** Two years at the current address, so a previous address is due, and given. */
const consumer = makeApplicationConsumer({
  addresses: [
    makeConsumerAddress({ time_years: 2 }),
    makeConsumerAddress({
      address_number: 2,
      flat: 'Flat 3',
      house_name: 'Rose Court',
      street_number: null,
      street: 'Park Lane',
      town: 'York',
      county: null,
      postcode: 'YO1 7HH',
      time_years: 3,
      time_months: 0,
    }),
  ],
});

const meta = {
  title: 'Domain/CreditApplication/CustomerPanel',
  component: CustomerPanel,
  tags: ['autodocs'],
  args: { consumer, canEdit: true, onSave: fn(async () => undefined) },
} satisfies Meta<typeof CustomerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Edit Customer' })).not.toBeInTheDocument();
  },
};

export const UpdateAndRescore: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Customer' }));
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    const mobile = canvas.getByRole('textbox', { name: 'Mobile' });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '07700900999');
    await userEvent.click(canvas.getByRole('button', { name: 'Update and Re-score' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      consumer: { mobile_number: '07700900999' },
      options: { score: true },
    });
  },
};

/** After an underwriter's decision, re-scoring is not offered and the tab says why (ADR 0010). */
export const RescoreRefusedAfterManualDecision: Story = {
  args: {
    rescoreRefusal:
      'This application was underwritten manually to ACCEPT. A manual decision is final, so it is not re-scored; use Underwrite to change the decision.',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Customer' }));
    await expect(
      canvas.queryByRole('button', { name: 'Update and Re-score' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByText(/A manual decision is final/)).toBeVisible();
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Customer' }));
    const current = canvas.getByRole('group', { name: 'Current Address' });
    await userEvent.clear(within(current).getByRole('textbox', { name: /^Street Number/ }));
    await expect(canvas.getByText('House name or number is missing.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const InvalidMobile: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Customer' }));
    const mobile = canvas.getByRole('textbox', { name: 'Mobile' });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '0791649');
    await expect(canvas.getByText('Enter a valid phone number.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Update and Re-score' })).toBeDisabled();
  },
};

export const WithMiddleNameAndPhone: Story = {
  args: { consumer: { ...consumer, middle_name: 'Anne', phone_number: '01132496000' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Customer' }));
    await expect(canvas.getByRole('textbox', { name: 'Middle Name' })).toHaveValue('Anne');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('01132496000');
  },
};

export const DataProtected: Story = {
  args: { consumer: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This data is inaccessible due to data protection regulations'),
    ).toBeVisible();
  },
};
