import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DocumentPublishDialog } from './DocumentPublishDialog';

const meta = {
  title: 'Domain/Documents/DocumentPublishDialog',
  component: DocumentPublishDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    draftVersion: '1.2',
    nextLiveVersion: '2.0',
    liveVersion: '1.0',
    liveText:
      '# Operating agreement\n## Settlement\nWithin three working days.\n{{ retailer_signature }}',
    draftText:
      '# Operating agreement\n## Settlement\nWithin two working days.\nAPR | {{ lender_interest_rate }}\n{{ retailer_signature }}',
    checks: [],
    onPublish: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DocumentPublishDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AgainstTheLiveVersion: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Publish as v2.0' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};

export const FirstPublishWithFindings: Story = {
  args: {
    draftVersion: null,
    nextLiveVersion: '1.0',
    liveVersion: null,
    liveText: null,
    checks: [
      {
        kind: 'unknown-variable',
        severity: 'error',
        message:
          '{{ retailer_nme }} is not a variable of this document type and will print as typed.',
      },
      {
        kind: 'unused-variable',
        severity: 'warning',
        message: 'Signature ({{ retailer_signature }}) is not used.',
      },
    ],
  },
};

export const Publishing: Story = { args: { isPending: true } };
