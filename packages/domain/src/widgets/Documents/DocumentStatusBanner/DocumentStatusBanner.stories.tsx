import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DocumentStatusBanner } from './DocumentStatusBanner';

const meta = {
  title: 'Domain/Documents/DocumentStatusBanner',
  component: DocumentStatusBanner,
  tags: ['autodocs'],
  args: { onDismiss: fn(), status: null },
} satisfies Meta<typeof DocumentStatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreatingDraft: Story = {
  args: { status: { kind: 'progress', message: 'Creating draft' } },
};

export const PublishingVersion: Story = {
  args: { status: { kind: 'progress', message: 'Publishing version' } },
};

/** Shown for 1 second after a publish, then dismissed. */
export const Published: Story = {
  args: { status: { kind: 'success', message: 'Version 1.0 is live.' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Version 1.0 is live.');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const PublishFailed: Story = {
  args: {
    status: {
      kind: 'error',
      message: 'Failed to publish new version',
      detail: 'Only a draft can be published.',
    },
  },
};

export const DraftFailed: Story = {
  args: {
    status: {
      kind: 'error',
      message: 'Failed to create draft',
      detail:
        'Content: Could not get src from map: {{ consumer_shoe_size }} is not a variable of this document type.',
    },
  },
};
