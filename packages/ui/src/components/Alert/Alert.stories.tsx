import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { tone: 'positive', children: 'Account updated.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Error: Story = {
  args: { tone: 'critical', children: 'Error! Something went wrong with the upload' },
};
export const Info: Story = {
  args: {
    tone: 'info',
    children:
      'You have been emailed a link to reset your password. Please contact your account manager if you need further assistance.',
  },
};
export const WithTitle: Story = {
  args: {
    tone: 'caution',
    title: 'Export limit',
    children: 'Export limit of 100000 exceeded, please reduce selection and try again.',
  },
};
export const Neutral: Story = {
  args: { tone: 'neutral', children: 'Filters apply to the next export only.' },
};
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
export const LongUnbrokenText: Story = {
  args: {
    tone: 'critical',
    children:
      'ERR_SCHEMA_VALIDATION_ERROR:principle_trading_url_must_match_format_uri_and_be_shorter',
    onDismiss: fn(),
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <Alert {...args} />
    </div>
  ),
};
