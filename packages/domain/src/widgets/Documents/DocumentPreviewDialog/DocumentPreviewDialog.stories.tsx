import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DocumentPreviewDialog } from './DocumentPreviewDialog';

const meta = {
  title: 'Domain/Documents/DocumentPreviewDialog',
  component: DocumentPreviewDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    title: 'Northbridge Finance operating agreement',
    sample: 'standard-purchase',
    pdfUrl: null,
    onSampleChange: fn(),
    onRender: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DocumentPreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseSampleData: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Render preview' }));
    await expect(args.onRender).toHaveBeenCalled();
  },
};

export const Rendering: Story = { args: { isPending: true } };

export const Refused: Story = {
  args: {
    error:
      'Content: Could not get src from map: {{ consumer_shoe_size }} is not a variable of this document type.',
  },
};

/** The browser's own PDF viewer draws the frame, so its pixels are not compared. */
export const Rendered: Story = {
  args: {
    pdfUrl:
      'data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iajw8L1R5cGUvQ2F0YWxvZy9QYWdlcyAyIDAgUj4+ZW5kb2JqCjIgMCBvYmo8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PmVuZG9iagozIDAgb2JqPDwvVHlwZS9QYWdlL1BhcmVudCAyIDAgUi9NZWRpYUJveFswIDAgNTk1IDg0Ml0+PmVuZG9iagp0cmFpbGVyPDwvUm9vdCAxIDAgUj4+CiUlRU9G',
  },
  parameters: { visualTest: { disable: true } },
  play: async () => {
    await expect(
      await screen.findByTitle('Preview of Northbridge Finance operating agreement'),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  },
};
