import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorBanner } from './ErrorBanner';

const meta = {
  title: 'UI/ErrorBanner',
  component: ErrorBanner,
  tags: ['autodocs'],
  args: {
    message: 'You do not have permission to do this.',
    onDismiss: fn(),
  },
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneError: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

export const Dismissed: Story = {
  render: function DismissableBanner(args) {
    const [message, setMessage] = useState<string | null>('Request failed');
    return (
      <ErrorBanner
        {...args}
        message={message}
        onDismiss={() => {
          setMessage(null);
          args.onDismiss();
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const LongUnbrokenText: Story = {
  args: {
    message:
      'The_server_could_not_be_reached_while_saving_the_dashboard_layout_of_an_extraordinarily_long_named_user',
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <ErrorBanner {...args} />
    </div>
  ),
};
