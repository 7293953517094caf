import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FileDropZone, type FileDropZoneProps } from './FileDropZone';

function Harness(props: Partial<FileDropZoneProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileDropZone
      label="Upload documents"
      acceptedFileTypes={['application/pdf']}
      allowsMultiple
      files={files}
      onFilesChange={setFiles}
      {...props}
    />
  );
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function fileInput() {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

describe('FileDropZone', () => {
  it('lists chosen files, each with a remove button', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(fileInput(), [pdf('statement.pdf'), pdf('id.pdf')]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(list).toHaveTextContent('statement.pdf');
    await user.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
    expect(list).not.toHaveTextContent('statement.pdf');
    expect(list).toHaveTextContent('id.pdf');
  });

  it('rejects a file of another type with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(fileInput(), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This file type is not accepted.');
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it('keeps one file when multiple is not allowed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness allowsMultiple={false} />);
    await user.upload(fileInput(), pdf('a.pdf'));
    await user.upload(fileInput(), pdf('b.pdf'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('b.pdf');
  });

  it('reaches the drop target and then the picker by keyboard', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Upload documents drop area/ })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Upload documents' })).toHaveFocus();
  });
});
