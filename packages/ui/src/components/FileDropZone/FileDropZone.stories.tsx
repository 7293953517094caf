import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { FileDropZone, type FileDropZoneProps } from './FileDropZone';

function Controlled(
  props: Omit<FileDropZoneProps, 'files' | 'onFilesChange'> & { initial?: File[] },
) {
  const { initial = [], ...rest } = props;
  const [files, setFiles] = useState<File[]>(initial);
  return <FileDropZone {...rest} files={files} onFilesChange={setFiles} />;
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

const meta = {
  title: 'UI/FileDropZone',
  component: Controlled,
  tags: ['autodocs'],
  args: { label: 'Upload documents', acceptedFileTypes: ['application/pdf'], allowsMultiple: true },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithFiles: Story = {
  args: { initial: [pdf('bank-statement-march.pdf'), pdf('proof-of-id.pdf')] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove proof-of-id.pdf' }));
    await expect(canvas.queryByText('proof-of-id.pdf')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const LongUnbrokenFileNameNarrow: Story = {
  args: {
    initial: [pdf('signed-credit-agreement-for-application-104000-final-final-version-2.pdf')],
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Controlled {...args} />
    </div>
  ),
};

export const RejectsWrongType: Story = {
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('The picker has no file input');
    // The input's accept attribute would drop the file before the component could reject it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('This file type is not accepted.');
  },
};
