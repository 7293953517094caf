import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadFailure } from './LoadFailure';

const meta = {
  title: 'Domain/LoadFailure',
  component: LoadFailure,
  tags: ['autodocs'],
  args: {
    subject: 'The credit policies',
    error: { status: 500, message: 'Request failed' },
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PermissionRefused: Story = {
  args: { error: { status: 403, message: 'You do not have permission to do this.' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('You do not have permission to view this page.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const Unreachable: Story = {
  args: {
    error: {
      status: 0,
      message: 'The server could not be reached. Check your connection and try again.',
    },
  },
};
