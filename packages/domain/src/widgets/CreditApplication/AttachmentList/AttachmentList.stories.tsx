import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AttachmentList } from './AttachmentList';

const meta = {
  title: 'Domain/CreditApplication/AttachmentList',
  component: AttachmentList,
  tags: ['autodocs'],
  args: {
    attachments: [
      { name: 'signed-agreement.pdf', url: 'data:application/pdf;base64,JVBERi0xLjQK' },
      { name: 'proof-of-address.png', url: null },
    ],
  },
} satisfies Meta<typeof AttachmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored file links to its download; one the server cannot serve is named only. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'signed-agreement.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'proof-of-address.png' })).toBeNull();
  },
};

export const NoAttachments: Story = {
  args: { attachments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No attachments.')).toBeVisible();
  },
};
